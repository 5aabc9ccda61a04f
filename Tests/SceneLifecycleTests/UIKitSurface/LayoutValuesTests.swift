#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import XCTest

  import SceneLifecycle

  /// Layout anchors make constraints holding the two items, their attributes, the relation, multiplier and
  /// constant; constraints start inactive and `activate`/`deactivate` set `isActive`. Nothing is laid out: frames
  /// stay as they were. The controls keep what the app sets.
  final class LayoutValuesTests: XCTestCase, @unchecked Sendable {
    func testAnchorsMakeInactiveConstraintsThatActivateWithoutLayingOut() {
      MainActor.assumeIsolated {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let child = UILabel(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        parent.addSubview(child)
        @MainActor func describe(_ constraint: NSLayoutConstraint) -> String {
          let first = constraint.firstItem === child ? "child" : "?"
          let second =
            constraint.secondItem === parent
            ? "parent" : constraint.secondItem === parent.safeAreaLayoutGuide ? "safeArea" : "nil"
          return
            "\(first).\(constraint.firstAttribute) \(constraint.relation) \(second).\(constraint.secondAttribute)"
            + " x\(constraint.multiplier) + \(constraint.constant)"
        }
        let constraints = [
          child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
          child.topAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.topAnchor, constant: 8),
          child.trailingAnchor.constraint(lessThanOrEqualTo: parent.trailingAnchor, constant: -8),
          child.bottomAnchor.constraint(greaterThanOrEqualTo: parent.bottomAnchor),
          child.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
          child.widthAnchor.constraint(equalToConstant: 50),
          child.heightAnchor.constraint(equalTo: parent.heightAnchor, multiplier: 0.5, constant: 2),
        ]
        XCTAssertEqual(
          constraints.map(describe),
          [
            "child.leading equal parent.leading x1.0 + 0.0",
            "child.top equal safeArea.top x1.0 + 8.0",
            "child.trailing lessThanOrEqual parent.trailing x1.0 + -8.0",
            "child.bottom greaterThanOrEqual parent.bottom x1.0 + 0.0",
            "child.centerX equal parent.centerX x1.0 + 0.0",
            "child.width equal nil.notAnAttribute x1.0 + 50.0",
            "child.height equal parent.height x0.5 + 2.0",
          ])
        XCTAssertTrue(parent.safeAreaLayoutGuide === parent.safeAreaLayoutGuide)
        XCTAssertTrue(parent.safeAreaLayoutGuide.owningView === parent)
        XCTAssertEqual(constraints.map(\.isActive), Array(repeating: false, count: 7), "a new constraint is inactive")
        NSLayoutConstraint.activate(constraints)
        XCTAssertEqual(constraints.map(\.isActive), Array(repeating: true, count: 7))
        NSLayoutConstraint.deactivate(Array(constraints.prefix(2)))
        XCTAssertEqual(constraints.map(\.isActive), [false, false, true, true, true, true, true])
        XCTAssertEqual(child.frame, CGRect(x: 1, y: 2, width: 3, height: 4), "nothing is laid out")
      }
    }

    func testControlsKeepWhatTheAppSets() {
      MainActor.assumeIsolated {
        let progress = UIProgressView(frame: .zero)
        progress.progress = 1.5
        XCTAssertEqual(progress.progress, 1, "progress is pinned to 0...1")
        progress.setProgress(-1, animated: true)
        XCTAssertEqual(progress.progress, 0)

        let spinner = UIActivityIndicatorView(style: .large)
        XCTAssertFalse(spinner.isAnimating)
        spinner.startAnimating()
        XCTAssertTrue(spinner.isAnimating)
        spinner.stopAnimating()
        XCTAssertFalse(spinner.isAnimating)

        let control = UISegmentedControl()
        control.isEnabled = false
        control.isSelected = true
        XCTAssertEqual(control.state, [.disabled, .selected])
        let key = NSAttributedString.Key("kern")
        control.setTitleTextAttributes([key: 2], for: .selected)
        XCTAssertEqual(control.titleTextAttributes(for: .selected)?[key] as? Int, 2)
        XCTAssertNil(control.titleTextAttributes(for: .normal))
        let item = UITabBarItem(title: "Tab", image: nil, tag: 3)
        item.setTitleTextAttributes([key: 1], for: .normal)
        XCTAssertEqual(item.titleTextAttributes(for: .normal)?[key] as? Int, 1)
        XCTAssertEqual([item.title, "\(item.tag)"], ["Tab", "3"])

        let split = UISplitViewController()
        let (primary, secondary) = (UIViewController(), UIViewController())
        split.viewControllers = [primary, secondary]
        XCTAssertTrue(primary.parent === split && split.viewControllers.count == 2)
        split.show(.secondary)
        XCTAssertEqual(split.shownColumns, [.secondary])
        XCTAssertFalse(split.isCollapsed)
      }
    }
  }
#endif
