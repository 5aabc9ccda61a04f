#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle
  import XCTest

  /// Views keep their hierarchy as UIKit's do: a view has one superview, adding moves it (to the front when it is
  /// already there), inserting places it among its siblings, removing takes it out, and a view cannot become its
  /// own ancestor. Its window is the window above it.
  final class ViewHierarchyTests: XCTestCase, @unchecked Sendable {
    func testAddingInsertingMovingAndRemovingSubviews() {
      MainActor.assumeIsolated {
        let window = UIWindow(windowScene: makeWindowScene())
        let container = UIView()
        let (a, b, c, d) = (UIView(), UIView(), UIView(), UIView())
        @MainActor func names(_ view: UIView) -> [String] {
          view.subviews.map { subview in
            [(a, "a"), (b, "b"), (c, "c"), (d, "d"), (container, "container")].first { $0.0 === subview }?.1 ?? "?"
          }
        }

        container.addSubview(a)
        container.addSubview(b)
        XCTAssertEqual(names(container), ["a", "b"], "addSubview adds at the front")
        XCTAssertTrue(a.superview === container)

        container.insertSubview(c, at: 0)
        XCTAssertEqual(names(container), ["c", "a", "b"], "insertSubview(_:at:) counts from the back")
        container.insertSubview(d, at: 99)
        XCTAssertEqual(names(container), ["c", "a", "b", "d"], "an index past the end adds at the front")

        container.addSubview(a)
        XCTAssertEqual(names(container), ["c", "b", "d", "a"], "adding a subview again moves it to the front")
        container.insertSubview(a, belowSubview: b)
        XCTAssertEqual(names(container), ["c", "a", "b", "d"])
        container.insertSubview(c, aboveSubview: d)
        XCTAssertEqual(names(container), ["a", "b", "d", "c"])
        container.sendSubviewToBack(c)
        container.bringSubviewToFront(a)
        XCTAssertEqual(names(container), ["c", "b", "d", "a"])

        XCTAssertNil(a.window)
        window.addSubview(container)
        XCTAssertTrue(a.window === window, "a view's window is the window above it")
        XCTAssertTrue(window.window === window)
        XCTAssertTrue(a.isDescendant(of: window))

        b.addSubview(a)
        XCTAssertEqual(names(container), ["c", "b", "d"], "a view added elsewhere leaves its former superview")
        XCTAssertTrue(a.superview === b)

        a.addSubview(container)
        a.addSubview(a)
        XCTAssertTrue(container.superview === window, "a view cannot become its own ancestor")
        XCTAssertTrue(a.subviews.isEmpty)

        b.removeFromSuperview()
        XCTAssertNil(b.superview)
        XCTAssertEqual(names(container), ["c", "d"])
        XCTAssertNil(a.window)
        b.removeFromSuperview()
        XCTAssertNil(b.superview, "removing a view without a superview changes nothing")
      }
    }

    func testTheNextResponderIsTheSuperviewTheViewsSuperviewAndTheApplication() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        BoundApplication.$current.withValue(app) {
          let window = UIWindow(windowScene: makeWindowScene())
          let controller = UIViewController()
          XCTAssertNil(controller.next, "a view controller whose view is not loaded has no next responder")
          window.addSubview(controller.view)
          let label = UILabel()
          controller.view.addSubview(label)
          XCTAssertTrue(label.next === controller.view)
          XCTAssertTrue(controller.next === window, "a view controller's next responder is its view's superview")
          XCTAssertTrue(window.next === app, "a window's next responder is the application")
          XCTAssertNil(UIResponder().next)
        }
      }
    }
  }
#endif
