#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  // Who makes a presentation, which presentations UIKit refuses, and what a dismissal takes away (UIKit semantics
  // article, 11e and 11f).

  extension UIViewController {
    /// This view controller's outermost container: the root view controller of a window or a presented view
    /// controller, whichever holds it.
    var outermostContainer: UIViewController {
      var current = self
      while let next = current.parent { current = next }
      return current
    }

    /// The base of the whole hierarchy: the outermost container of the bottom of the presentation chain, a
    /// window's root view controller when the hierarchy is on screen.
    var hierarchyBase: UIViewController {
      var current = self
      while let next = current.parent ?? current.ownPresenter { current = next }
      return current
    }

    /// The window showing this view controller's hierarchy, if any.
    var hostingWindow: UIWindow? { hierarchyBase.hostWindow }

    /// The view controller that makes a presentation of `style` asked of this one (UIKit semantics article, 11f
    /// rows 1–4): for a style that covers the screen, the outermost container; for a context style, the nearest
    /// container (this one included) that defines the presentation context, else the last view controller
    /// presented on screen from the base of the hierarchy (the window's root view controller when none is).
    func presenter(for style: UIModalPresentationStyle) -> UIViewController {
      switch style.presenter {
      case .coversScreen:
        return outermostContainer
      case .definesContext:
        var candidate: UIViewController? = self
        while let current = candidate {
          if current.definesPresentationContext { return current }
          candidate = current.parent
        }
        var top = hierarchyBase
        while let next = top.ownPresented { top = next }
        return top
      }
    }

    /// Whether `other` is already part of this view controller's hierarchy, as a child, a window's root view
    /// controller, this one or one of its ancestors: UIKit raises instead of presenting it (11e row 5).
    private func holds(_ other: UIViewController) -> Bool {
      if other.parent != nil || other.hostWindow != nil { return true }
      var current: UIViewController? = self
      while let candidate = current {
        if candidate === other { return true }
        current = candidate.parent ?? candidate.ownPresenter
      }
      return false
    }

    /// Makes the presentation ``present(_:animated:completion:)`` asks for, or records UIKit's refusal; whether it
    /// was made.
    func makePresentation(of presented: UIViewController, animated: Bool) -> Bool {
      if let presenter = presented.ownPresenter {
        SurfaceRecorder.record(
          .screen(.refusal(presenting: presented.screenSubject, alreadyPresentedBy: presenter.screenSubject)))
        return false
      }
      if holds(presented) {
        SurfaceRecorder.record(.screen(.refusal(presentingActive: presented.screenSubject)))
        return false
      }
      let style = presented.modalPresentationStyle
      let presenter = presenter(for: style)
      if let shown = presenter.ownPresented {
        SurfaceRecorder.record(
          .screen(
            .refusal(
              presenting: presented.screenSubject, on: presenter.screenSubject, alreadyPresenting: shown.screenSubject)
          ))
        return false
      }
      SurfaceRecorder.record(.screen(ScreenChange(.present, presented.screenSubject)))
      presenter.ownPresented = presented
      presented.ownPresenter = presenter
      presented.presentedStyle = style
      presenter.hostingWindow?.updateAppearance(animated: animated)
      return true
    }

    /// Takes away what ``dismiss(animated:completion:)`` asks for and records it; whether anything was dismissed.
    /// The presenting view controller dismisses what it presents; asked of a presented one (or of what it
    /// contains), UIKit asks its presenter; everything presented above goes too (11f row 6).
    func dismissPresentation(animated: Bool) -> Bool {
      guard let presenter = presentedViewController?.ownPresenter ?? presentingViewController else { return false }
      let window = presenter.hostingWindow
      presenter.removePresentation()
      window?.updateAppearance(animated: animated)
      return true
    }

    /// Unlinks what this view controller presents, after what that one's hierarchy presents in turn, recording
    /// each dismissal from the top down.
    private func removePresentation() {
      guard let presented = ownPresented else { return }
      presented.removePresentations()
      SurfaceRecorder.record(.screen(ScreenChange(.dismiss, presented.screenSubject)))
      presented.ownPresenter = nil
      ownPresented = nil
    }

    /// Removes every presentation made from this view controller or one it contains.
    private func removePresentations() {
      for child in children { child.removePresentations() }
      removePresentation()
    }
  }
#endif
