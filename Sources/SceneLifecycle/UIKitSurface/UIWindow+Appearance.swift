#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  // The view lifecycle calls a window's view controllers get as they appear and disappear (UIKit semantics article,
  // 11f rows 7–10). Every change to what a window shows (its root, its visibility, a push, a pop, a tab, a
  // presentation, a dismissal) ends with a pass that compares what the window shows with what it showed.

  extension UIWindow {
    /// The view controllers the window shows now, containers before what they show and presenters before what they
    /// present; none while the window is hidden.
    var shownControllers: [UIViewController] {
      guard !isHidden, let rootViewController else { return [] }
      var shown: [UIViewController] = []
      rootViewController.appendShown(to: &shown)
      return shown
    }

    /// Runs the view lifecycle calls for what appeared and disappeared since the last pass, in UIKit's order:
    /// the views of the view controllers appearing load (``UIViewController/loadViewIfNeeded()``), then
    /// `viewWillDisappear(_:)` for those disappearing, `viewWillAppear(_:)` for those appearing,
    /// `viewDidDisappear(_:)`, `viewDidAppear(_:)`. A change the calls make runs its own pass after this one's
    /// calls end, so every view controller gets its calls in pairs.
    /// - Parameter animated: what the calls are told; the flag of the change that started the pass.
    func updateAppearance(animated: Bool) {
      guard !isUpdatingAppearance else {
        appearanceChanged = true
        return
      }
      isUpdatingAppearance = true
      defer { isUpdatingAppearance = false }
      var flag = animated
      repeat {
        appearanceChanged = false
        let now = shownControllers
        let before = appearedControllers
        let leaving = before.filter { old in !now.contains { $0 === old } }
        let arriving = now.filter { new in !before.contains { $0 === new } }
        appearedControllers = now
        for controller in arriving { controller.loadViewIfNeeded() }
        for controller in leaving { controller.viewWillDisappear(flag) }
        for controller in arriving { controller.viewWillAppear(flag) }
        for controller in leaving { controller.viewDidDisappear(flag) }
        for controller in arriving { controller.viewDidAppear(flag) }
        flag = false
      } while appearanceChanged
    }
  }

  extension UIViewController {
    /// Appends this view controller and what it shows: the children it shows, then what it presents. A
    /// presentation whose style removes the presenter's views hides this view controller and its children
    /// (UIKit semantics article, 11f row 9).
    func appendShown(to shown: inout [UIViewController]) {
      if let presented = ownPresented, presented.presentedStyle.removesPresentersViews {
        presented.appendShown(to: &shown)
        return
      }
      shown.append(self)
      for child in shownChildren { child.appendShown(to: &shown) }
      ownPresented?.appendShown(to: &shown)
    }
  }
#endif
