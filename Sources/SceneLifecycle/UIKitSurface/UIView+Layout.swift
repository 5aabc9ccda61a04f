#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  /// What has layout anchors: views and layout guides. Not a UIKit name: UIKit declares the same anchors on
  /// `UIView` and on `UILayoutGuide`, which this protocol gives both. Each anchor is made when asked for and makes
  /// constraints the model keeps and never solves.
  @MainActor
  public protocol LayoutAnchors: AnyObject {}

  extension LayoutAnchors {
    /// The leading edge, as `leadingAnchor`.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge, as `trailingAnchor`.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge, as `leftAnchor`.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge, as `rightAnchor`.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge, as `topAnchor`.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge, as `bottomAnchor`.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The horizontal centre, as `centerXAnchor`.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre, as `centerYAnchor`.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width, as `widthAnchor`.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height, as `heightAnchor`.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
  }

  extension UIView: LayoutAnchors {
    /// How a view resizes with its superview, as `UIView.AutoresizingMask`: kept, as the model lays nothing out.
    public struct AutoresizingMask: OptionSet, Sendable {
      /// The bits.
      public let rawValue: UInt

      /// A mask of the given bits.
      /// - Parameter rawValue: the bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// The left margin grows or shrinks.
      public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
      /// The width grows or shrinks.
      public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
      /// The right margin grows or shrinks.
      public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
      /// The top margin grows or shrinks.
      public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
      /// The height grows or shrinks.
      public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
      /// The bottom margin grows or shrinks.
      public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
  }
#endif
