#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  /// A rectangle that takes part in layout without being a view, as UIKit's `UILayoutGuide`; here the view's
  /// `safeAreaLayoutGuide`, whose anchors make constraints that are kept and never solved.
  @MainActor
  open class UILayoutGuide: LayoutAnchors {
    /// The view that owns the guide.
    public private(set) weak var owningView: UIView?
    /// The app's name for the guide.
    open var identifier = ""

    /// A guide owned by `owningView`.
    init(owningView: UIView) {
      self.owningView = owningView
    }

    /// A guide owned by no view, as `init()`.
    public init() {}
  }
#endif
