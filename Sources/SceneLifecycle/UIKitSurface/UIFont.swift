#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  /// A font, as UIKit's `UIFont`: what delegate code puts in bar appearances' text attributes. A value that draws
  /// nothing: a name and a size, equal to another with the same.
  open class UIFont: Hashable, @unchecked Sendable {
    /// A font's weight, as `UIFont.Weight`, with UIKit's raw values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
      /// The weight, from -1 (thinnest) to 1 (heaviest).
      public let rawValue: CGFloat

      /// A weight.
      /// - Parameter rawValue: the weight.
      public init(rawValue: CGFloat) { self.rawValue = rawValue }

      /// Regular.
      public static let regular = Weight(rawValue: 0)
      /// Medium.
      public static let medium = Weight(rawValue: 0.23)
      /// Semibold.
      public static let semibold = Weight(rawValue: 0.3)
      /// Bold.
      public static let bold = Weight(rawValue: 0.4)
    }

    /// A Dynamic Type style, as `UIFont.TextStyle`, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
      /// The style's name.
      public let rawValue: String

      /// A style.
      /// - Parameter rawValue: the style's name.
      public init(rawValue: String) { self.rawValue = rawValue }

      /// Body text.
      public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
      /// Headlines.
      public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
      /// Subheadlines.
      public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
      /// Captions.
      public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
      /// Footnotes.
      public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
      /// Large titles.
      public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
      /// First-level titles.
      public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
      /// Second-level titles.
      public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
      /// Third-level titles.
      public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    }

    /// The font's name.
    public let fontName: String
    /// The font's size in points.
    public let pointSize: CGFloat

    /// The font named `fontName`, as `init(name:size:)`. The model has no fonts installed: any name makes a font
    /// (UIKit returns `nil` for a font it does not have).
    /// - Parameters:
    ///   - fontName: the font's name.
    ///   - fontSize: its size.
    public init?(name fontName: String, size fontSize: CGFloat) {
      self.fontName = fontName
      self.pointSize = fontSize
    }

    /// A font by name and size.
    init(named fontName: String, size: CGFloat) {
      self.fontName = fontName
      self.pointSize = size
    }

    /// The system font, as `systemFont(ofSize:)`.
    /// - Parameter fontSize: its size.
    /// - Returns: the font.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(named: ".SFUI-Regular", size: fontSize) }

    /// The system font in a weight, as `systemFont(ofSize:weight:)`.
    /// - Parameters:
    ///   - fontSize: its size.
    ///   - weight: its weight.
    /// - Returns: the font.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
      UIFont(named: ".SFUI \(weight.rawValue)", size: fontSize)
    }

    /// The bold system font, as `boldSystemFont(ofSize:)`.
    /// - Parameter fontSize: its size.
    /// - Returns: the font.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(named: ".SFUI-Bold", size: fontSize) }

    /// The font of a Dynamic Type style at the default text size, as `preferredFont(forTextStyle:)`.
    /// - Parameter style: the style.
    /// - Returns: the font.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(named: style.rawValue, size: 17) }

    /// The size of small system text, as `smallSystemFontSize`.
    open class var smallSystemFontSize: CGFloat { 12 }

    /// Fonts are equal when their names and sizes are.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
      lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
    }

    /// Hashes the name and size.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(fontName)
      hasher.combine(pointSize)
    }
  }

  #if !canImport(Darwin)
    extension NSAttributedString.Key {
      /// The font of the text, as UIKit's `NSAttributedString.Key.font` (a ``UIFont``); declared where neither UIKit
      /// nor AppKit adds it (Linux).
      public static let font = NSAttributedString.Key("NSFont")
      /// The colour of the text, as UIKit's `NSAttributedString.Key.foregroundColor` (a ``UIColor``).
      public static let foregroundColor = NSAttributedString.Key("NSColor")
      /// The colour behind the text, as UIKit's `NSAttributedString.Key.backgroundColor` (a ``UIColor``).
      public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    }
  #endif
#endif
