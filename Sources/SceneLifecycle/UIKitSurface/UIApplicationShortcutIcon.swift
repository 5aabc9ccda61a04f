#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import QuickActions

  /// A quick action's icon, as UIKit's `UIApplicationShortcutIcon`. Equal to another icon of the same kind and name.
  public class UIApplicationShortcutIcon: Hashable {
    /// A system glyph, as `UIApplicationShortcutIcon.IconType`.
    public typealias IconType = ShortcutIcon.IconType

    /// The icon, as QuickActions describes it.
    let icon: ShortcutIcon

    /// An icon from a QuickActions description.
    init(_ icon: ShortcutIcon) { self.icon = icon }

    /// A system glyph.
    /// - Parameter type: the glyph.
    public convenience init(type: IconType) { self.init(.system(type)) }

    /// An SF Symbol.
    /// - Parameter systemImageName: the symbol's name.
    public convenience init(systemImageName: String) { self.init(.systemImage(name: systemImageName)) }

    /// A template image from the app's bundle or asset catalog.
    /// - Parameter templateImageName: the image's name.
    public convenience init(templateImageName: String) { self.init(.templateImage(name: templateImageName)) }

    /// Icons are equal when they are the same kind with the same glyph or name.
    public static func == (lhs: UIApplicationShortcutIcon, rhs: UIApplicationShortcutIcon) -> Bool {
      lhs.icon == rhs.icon
    }

    /// Hashes the icon's description.
    public func hash(into hasher: inout Hasher) { hasher.combine(icon) }
  }
#endif
