#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  // UIKit's block animations. Nothing animates in the model: each runs its `animations` at once (so a root view
  // controller swapped inside one is recorded as any other) and then its `completion` with `true`, the value UIKit
  // passes when an animation ran to its end (UIKit semantics article, 11g row 2).

  extension UIView {
    /// How a block animation runs, as `UIView.AnimationOptions`, with UIKit's bits.
    public struct AnimationOptions: OptionSet, Sendable {
      /// The options' bits.
      public let rawValue: UInt

      /// Options from bits.
      /// - Parameter rawValue: the bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// Lay out subviews at commit time.
      public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
      /// Let the user interact with views while they animate.
      public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
      /// Start from the current state of an animation in flight.
      public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
      /// Repeat the animation.
      public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
      /// Run the animation backwards and forwards.
      public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
      /// Ease in and out.
      public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
      /// Ease in.
      public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
      /// Ease out.
      public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
      /// Linear timing.
      public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
      /// Flip from the left edge.
      public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
      /// Flip from the right edge.
      public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
      /// Curl up.
      public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
      /// Curl down.
      public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
      /// Cross-dissolve.
      public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
      /// Flip from the top edge.
      public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
      /// Flip from the bottom edge.
      public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// Whether animations are on, as `areAnimationsEnabled`: kept by ``setAnimationsEnabled(_:)`` for the simulated
    /// app process (`UIApplication.shared`), as UIKit keeps it for the process; nothing animates either way.
    public class var areAnimationsEnabled: Bool { UIApplication.shared.animationsEnabled }

    /// Turns animations on or off, as `setAnimationsEnabled(_:)`; see ``areAnimationsEnabled``.
    /// - Parameter enabled: whether animations are on.
    public class func setAnimationsEnabled(_ enabled: Bool) { UIApplication.shared.animationsEnabled = enabled }

    /// Runs `actionsWithoutAnimation` at once, as `performWithoutAnimation(_:)`.
    /// - Parameter actionsWithoutAnimation: the changes to make.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }

    /// Runs `animations` at once, as `animate(withDuration:animations:)`.
    /// - Parameters:
    ///   - duration: ignored.
    ///   - animations: the changes to make.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
      animations()
    }

    /// Runs `animations`, then `completion` with `true`, at once, as `animate(withDuration:animations:completion:)`.
    /// - Parameters:
    ///   - duration: ignored.
    ///   - animations: the changes to make.
    ///   - completion: run after them with `true`.
    public class func animate(
      withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
      animations()
      completion?(true)
    }

    /// Runs `animations`, then `completion` with `true`, at once, as
    /// `animate(withDuration:delay:options:animations:completion:)`: the delay is not waited for.
    /// - Parameters:
    ///   - duration: ignored.
    ///   - delay: ignored.
    ///   - options: ignored.
    ///   - animations: the changes to make.
    ///   - completion: run after them with `true`.
    public class func animate(
      withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
      animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
      animations()
      completion?(true)
    }

    /// Runs `animations`, then `completion` with `true`, at once, as
    /// `transition(with:duration:options:animations:completion:)`: how a splash window hands over to the real UI,
    /// its root view controller swapped inside `animations` and recorded as any other root change.
    /// - Parameters:
    ///   - view: the container that would animate; ignored.
    ///   - duration: ignored.
    ///   - options: ignored.
    ///   - animations: the changes to make.
    ///   - completion: run after them with `true`.
    public class func transition(
      with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
      completion: ((Bool) -> Void)? = nil
    ) {
      animations?()
      completion?(true)
    }
  }
#endif
