#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SurfaceMainQueue

  /// A rectangle of UI, as UIKit's `UIView`: here the base of ``UIWindow``, with the properties delegate code sets on
  /// windows and views. They are kept and draw nothing: the model has no rendering and no layout.
  @MainActor
  open class UIView: UIResponder {
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect
    /// How opaque the view is, from 0 to 1.
    open var alpha: CGFloat = 1
    /// The view's fill colour, if any.
    open var backgroundColor: UIColor?
    /// The colour controls inside the view are tinted with; the system blue unless the app sets another.
    open var tintColor: UIColor! = .systemBlue
    /// The light or dark appearance the view and its subviews use regardless of the system's.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Whether touches reach the view.
    open var isUserInteractionEnabled = true
    /// The app's number for the view, 0 unless it sets one.
    open var tag = 0

    // MARK: Hierarchy and layout values (UIView+Hierarchy.swift, UIView+Layout.swift)

    /// The view this one is a subview of, if any; set by `addSubview(_:)` and the other hierarchy calls.
    public internal(set) weak var superview: UIView?
    /// The view's subviews, back to front.
    public internal(set) var subviews: [UIView] = []
    /// Whether the view clips its subviews to its bounds: kept, as the model draws nothing.
    open var clipsToBounds = false
    /// How the view resizes when its superview's bounds change: kept, as the model lays nothing out.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the view resizes its subviews by their masks when its bounds change: kept, as the model lays nothing
    /// out.
    open var autoresizesSubviews = true
    /// Whether the view's autoresizing mask becomes constraints: kept, as the model lays nothing out. True unless
    /// the app sets it, as UIKit's default for views made in code.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The view's safe area as a layout guide, owned by the view; its anchors make constraints that are kept and
    /// never solved.
    public private(set) lazy var safeAreaLayoutGuide: UILayoutGuide = UILayoutGuide(owningView: self)

    /// The next responder, as `next`: the superview. (UIKit answers a view controller's root view's controller
    /// first; the model's views do not know their view controller.)
    open override var next: UIResponder? { superview }

    /// The view's rectangle in its own coordinates: at the origin, with the frame's size.
    open var bounds: CGRect {
      get { CGRect(origin: .zero, size: frame.size) }
      set { frame.size = newValue.size }
    }

    /// A view with the given rectangle.
    /// - Parameter frame: the view's rectangle.
    public init(frame: CGRect) {
      self.frame = frame
      super.init()
    }

    /// The appearance proxy of views of this class, as `appearance()`: in the model a new, detached view each
    /// time, so what the app sets on it styles nothing (the model draws nothing) and records nothing. Each bar and
    /// control class of the surface returns its own class.
    /// - Returns: a detached view.
    open class func appearance() -> UIView { UIView() }

    /// A view with an empty rectangle.
    public override convenience init() {
      self.init(frame: .zero)
    }
  }
#endif
