#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  /// A line or more of text, as UIKit's `UILabel`: its text and style are kept, drawn nowhere.
  open class UILabel: UIView {
    /// The text.
    open var text: String?
    /// The font; the system font of 17 points unless the app sets another.
    open var font: UIFont! = .systemFont(ofSize: 17)
    /// The text's colour; the label colour unless the app sets another.
    open var textColor: UIColor! = .label
    /// The most lines the text wraps to; 0 means as many as it needs.
    open var numberOfLines = 1
    /// Whether the font shrinks for the text to fit the width.
    open var adjustsFontSizeToFitWidth = false

    /// The appearance proxy of labels; see `UIView.appearance()`.
    /// - Returns: a detached label.
    open override class func appearance() -> UILabel { UILabel() }
  }
#endif
