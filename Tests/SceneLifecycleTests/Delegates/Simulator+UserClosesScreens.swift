#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE

  import SceneLifecycle

  extension Simulator where Strategy == DelegateApp {
    /// The user closes every view controller the app's windows present (taps an alert's button, swipes a sheet
    /// down), as someone using the app does before they leave it. The harness has no such user, so a presented
    /// view controller stays until the app's code dismisses it (UIKit semantics article, 11e row 4); a test that
    /// means the user's world says so with this. It runs between steps, outside any callback, so it records
    /// nothing: a tap is no app code.
    @MainActor func userClosesPresentedScreens() {
      guard let live = runner.strategy.liveObjects else { return }
      var windows = live.scenes.flatMap(\.scene.windows)
      if let window = live.appDelegate?.window { windows.append(window) }
      for window in windows {
        if let root = window.rootViewController { close(presentedBy: root) }
      }
    }

    /// Dismisses what `controller` and the view controllers it contains present.
    @MainActor private func close(presentedBy controller: UIViewController) {
      for child in controller.children { close(presentedBy: child) }
      while controller.presentedViewController != nil { controller.dismiss(animated: false) }
    }
  }
#endif
