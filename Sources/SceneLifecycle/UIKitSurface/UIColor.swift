#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  /// A colour, as UIKit's `UIColor`: what delegate code gives windows, bars and appearance proxies. A value that
  /// draws nothing, since the model has no rendering: a named colour (the system's semantic colours, an asset
  /// catalog's) keeps its name, any other its red, green, blue and alpha components. Equal to another with the same
  /// name or components.
  open class UIColor: Hashable, @unchecked Sendable {
    /// The colour's name (a system colour's or an asset's), if it has one.
    public let name: String?
    /// The red, green, blue and alpha components, from 0 to 1, of a colour made from components.
    public let components: [CGFloat]

    /// A colour from red, green, blue and alpha components, as `init(red:green:blue:alpha:)`.
    /// - Parameters:
    ///   - red: the red component, from 0 to 1.
    ///   - green: the green component.
    ///   - blue: the blue component.
    ///   - alpha: the opacity.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      name = nil
      components = [red, green, blue, alpha]
    }

    /// A grey, as `init(white:alpha:)`.
    /// - Parameters:
    ///   - white: how light, from 0 (black) to 1 (white).
    ///   - alpha: the opacity.
    public convenience init(white: CGFloat, alpha: CGFloat) {
      self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The colour named `name` in the app's asset catalog, as `init(named:)`. The model has no asset catalog: the
    /// colour carries the name (UIKit returns `nil` when the catalog lacks it).
    /// - Parameter name: the asset's name.
    public init?(named name: String) {
      self.name = name
      components = []
    }

    /// The colour named `name` in an asset catalog for the given traits, as `init(named:in:compatibleWith:)`; see
    /// ``init(named:)``.
    /// - Parameters:
    ///   - name: the asset's name.
    ///   - bundle: the catalog's bundle; ignored.
    ///   - traitCollection: the traits; ignored.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
      self.init(named: name)
    }

    /// A system colour by name.
    init(system name: String) {
      self.name = name
      components = []
    }

    /// The same colour with another opacity, as `withAlphaComponent(_:)`; a named colour keeps its name.
    /// - Parameter alpha: the new opacity.
    /// - Returns: the colour.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
      guard components.count == 4 else { return UIColor(system: "\(name ?? "color") alpha \(alpha)") }
      return UIColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    /// Colours are equal when their names and components are.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
      lhs.name == rhs.name && lhs.components == rhs.components
    }

    /// Hashes the name and components.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(name)
      hasher.combine(components)
    }

    /// Black.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// White.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Fully transparent.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Grey.
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Light grey.
    open class var lightGray: UIColor { UIColor(white: CGFloat(2.0 / 3.0), alpha: 1) }
    /// Dark grey.
    open class var darkGray: UIColor { UIColor(white: CGFloat(1.0 / 3.0), alpha: 1) }
    /// Red.
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green.
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue.
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// The system's blue, the default tint.
    open class var systemBlue: UIColor { UIColor(system: "systemBlue") }
    /// The system's red.
    open class var systemRed: UIColor { UIColor(system: "systemRed") }
    /// The system's green.
    open class var systemGreen: UIColor { UIColor(system: "systemGreen") }
    /// The system's orange.
    open class var systemOrange: UIColor { UIColor(system: "systemOrange") }
    /// The system's grey.
    open class var systemGray: UIColor { UIColor(system: "systemGray") }
    /// The background of the main interface.
    open class var systemBackground: UIColor { UIColor(system: "systemBackground") }
    /// The background of grouped content.
    open class var systemGroupedBackground: UIColor { UIColor(system: "systemGroupedBackground") }
    /// The background of content layered on the main background.
    open class var secondarySystemBackground: UIColor { UIColor(system: "secondarySystemBackground") }
    /// The colour of primary text.
    open class var label: UIColor { UIColor(system: "label") }
    /// The colour of secondary text.
    open class var secondaryLabel: UIColor { UIColor(system: "secondaryLabel") }
    /// The colour of links.
    open class var link: UIColor { UIColor(system: "link") }
    /// The app's tint colour, resolved from the view it is used in.
    open class var tintColor: UIColor { UIColor(system: "tintColor") }
  }
#endif
