#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  /// A spinner, as UIKit's `UIActivityIndicatorView`: whether it spins is kept, drawn nowhere.
  open class UIActivityIndicatorView: UIView {
    /// The spinner's look, as `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable {
      /// The medium spinner.
      case medium = 100
      /// The large spinner.
      case large = 101
    }

    /// The look; `.medium` unless the app sets another.
    open var style = Style.medium
    /// The spinner's colour.
    open var color: UIColor!
    /// Whether the spinner hides while it does not spin (kept: the model draws nothing).
    open var hidesWhenStopped = true
    /// Whether it spins: set by ``startAnimating()`` and ``stopAnimating()``.
    public private(set) var isAnimating = false

    /// A spinner of `style`, as `init(style:)`.
    /// - Parameter style: the look.
    public convenience init(style: Style) {
      self.init(frame: .zero)
      self.style = style
    }

    /// Starts spinning.
    open func startAnimating() { isAnimating = true }

    /// Stops spinning.
    open func stopAnimating() { isAnimating = false }
  }

  /// A bar of progress, as UIKit's `UIProgressView`: the progress is kept, drawn nowhere.
  open class UIProgressView: UIView {
    /// The progress, from 0 to 1: a value outside is pinned to the range, as UIKit documents.
    open var progress: Float = 0 {
      didSet { progress = min(max(progress, 0), 1) }
    }
    /// The filled part's colour.
    open var progressTintColor: UIColor?
    /// The unfilled part's colour.
    open var trackTintColor: UIColor?

    /// Sets the progress, as `setProgress(_:animated:)`; the model does not animate.
    /// - Parameters:
    ///   - progress: the progress.
    ///   - animated: whether UIKit would animate the change.
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
  }
#endif
