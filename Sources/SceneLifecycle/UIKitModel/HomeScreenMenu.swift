/// The quick-action menu the Home Screen shows for an app when the user touches and holds its icon.
///
/// It follows section 5c and 5d of <doc:UIKitSemantics>: static items (from Info.plist) come first,
/// in Info.plist order, then dynamic ones (set through `UIApplication.shortcutItems`); at most
/// ``HomeScreenMenu/displayLimit`` are shown. Dynamic items exist only once the app has run and set
/// them. After an app update, the previous version's dynamic items keep showing until the app replaces
/// them (``DynamicItemsAfterUpdate``).
///
/// The menu is generic over the item so that the lifecycle model can keep compact item identifiers
/// while the CLI keeps whole `ShortcutItem` values.
public struct HomeScreenMenu<Item: Hashable & Sendable>: Hashable, Sendable {
  /// How many app items the system shows: the HIG allows "a total of four".
  public static var displayLimit: Int { 4 }

  /// The items from Info.plist, registered at install time, in Info.plist order.
  public let staticItems: [Item]
  /// The items the app set at run time, in the order it set them.
  public private(set) var dynamicItems: [Item]
  /// The app version that set ``dynamicItems``; compared with ``installedVersion`` after an update.
  public private(set) var dynamicItemsVersion: Int
  /// The version of the app currently installed (starts at 1; ``update()`` increments it).
  public private(set) var installedVersion: Int
  /// Whether the installed version has launched at least once.
  public private(set) var installedVersionHasLaunched: Bool
  /// What happens to the previous version's dynamic items once the updated app first runs.
  public var afterUpdate: DynamicItemsAfterUpdate

  /// Creates the menu of a freshly installed app: static items only, never launched.
  /// - Parameters:
  ///   - staticItems: the Info.plist items, in Info.plist order.
  ///   - afterUpdate: the policy for dynamic items after an update (inferred; see the type).
  public init(staticItems: [Item], afterUpdate: DynamicItemsAfterUpdate = .keptUntilReplaced) {
    self.staticItems = staticItems
    self.dynamicItems = []
    self.dynamicItemsVersion = 1
    self.installedVersion = 1
    self.installedVersionHasLaunched = false
    self.afterUpdate = afterUpdate
  }

  /// The items the Home Screen shows right now, in menu order, at most ``displayLimit``.
  public var shownItems: [Item] {
    var shown: [Item] = []
    shown.reserveCapacity(Self.displayLimit)
    for item in staticItems where shown.count < Self.displayLimit { shown.append(item) }
    for item in dynamicItems where shown.count < Self.displayLimit { shown.append(item) }
    return shown
  }

  /// Whether `item` is one of the shown items, so the user can pick it.
  public func isShown(_ item: Item) -> Bool {
    var position = 0
    for candidate in staticItems {
      if position == Self.displayLimit { return false }
      if candidate == item { return true }
      position += 1
    }
    for candidate in dynamicItems {
      if position == Self.displayLimit { return false }
      if candidate == item { return true }
      position += 1
    }
    return false
  }

  /// Whether the shown dynamic items were set by an older version of the app.
  public var showsPreviousVersionItems: Bool {
    !dynamicItems.isEmpty && dynamicItemsVersion < installedVersion
  }

  /// Records that the installed version launched (a cold launch of the process).
  public mutating func appDidLaunch() {
    if !installedVersionHasLaunched, dynamicItemsVersion < installedVersion, afterUpdate == .clearedOnFirstLaunch {
      dynamicItems = []
      dynamicItemsVersion = installedVersion
    }
    installedVersionHasLaunched = true
  }

  /// Replaces the dynamic items, as `UIApplication.shared.shortcutItems = items` does.
  public mutating func setDynamicItems(_ items: [Item]) {
    dynamicItems = items
    dynamicItemsVersion = installedVersion
  }

  /// Installs a new version of the app: the old dynamic items stay until the new version replaces them.
  public mutating func update() {
    installedVersion += 1
    installedVersionHasLaunched = false
  }
}

/// What the Home Screen does with the previous version's dynamic items once an updated app first runs.
///
/// Apple documents only that they show *until* the updated app is launched (section 5d); what happens
/// after that is inferred, so it is a switch.
public enum DynamicItemsAfterUpdate: String, Hashable, Sendable, CaseIterable {
  /// The old items stay until the app sets new ones (the inferred default: UIKit never edits them).
  case keptUntilReplaced
  /// The old items disappear when the updated app first launches.
  case clearedOnFirstLaunch
}
