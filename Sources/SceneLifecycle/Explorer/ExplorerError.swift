/// A configuration an explorer cannot take.
///
/// Eight cases are limits of the packed search alone (``Explorer/packingProblem(_:)``): ``Explorer`` runs its direct
/// search for them, so no one meets them as errors; a report names the one that chose the direct search
/// (`ExplorationReport/packingProblem`). The others hold for both searches.
public enum ExplorerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// More option combinations than a state can index.
  case tooManyOptionCombinations(Int)
  /// More items than a state can tell apart.
  case tooManyItems(Int)
  /// A negative depth.
  case negativeDepth
  /// A link that is neither a custom-scheme URL nor an `https` universal link.
  case invalidLink(String)
  /// A web clip's link that is not a custom-scheme URL (a web clip's page redirects to the app's custom scheme).
  case webClipNotCustomScheme(String)
  /// The strategy can hold one delivery in two places that a packed state does not link (``HoldingPlace``), so the
  /// packed search would count it twice; the direct search follows each delivery itself.
  case unlinkedHoldingPlaces(HoldingPlace, HoldingPlace)
  /// The strategy keeps items in scene sessions' `userInfo` (this action is the first that touches it), which a
  /// packed state has no room for; the direct search keeps every session.
  case sessionSlots(StrategyAction)
  /// The configuration has several windows, which packed states cannot hold (one session each); the direct search
  /// explores them.
  case severalWindows
  /// The user can tap notifications, whose `didReceive` is a callback kind past the 32 a packed code holds; the
  /// direct search explores them.
  case notificationTaps
  /// The user can open the app with user activities other than universal links, whose type-only callbacks and
  /// SwiftUI's `onContinueUserActivity` packed codes do not hold; the direct search explores them.
  case userActivities
  /// The user can accept CloudKit shares, whose callbacks are kinds past the 32 a packed code holds; the direct search
  /// explores them.
  case cloudKitShares
  /// The system can run the app's App Intents, whose callbacks are kinds past the 32 a packed code holds; the direct
  /// search explores them.
  case appIntents
  /// An App Intent explored in a widget extension meets a table whose `perform()` takes this action, which the
  /// extension's process cannot (``TableStrategy/extensionPerformProblem``).
  case extensionIntentAction(String)
  /// The configuration asks for a bounded visited set (hash compaction or bitstate), which only the direct search
  /// has; the packed search's is exact.
  case boundedVisitedSet(VisitedMode)
  /// The strategy is the app's own code, not a table (``Explorer/init(_:makeStrategy:)``): its memory lives in objects
  /// packed states cannot hold, so the direct search replays every path on a fresh strategy.
  case appStrategy
  /// The configuration declares no scene, or more than ``WindowSetup/maxScenes``, which the direct explorer's state
  /// key cannot tell apart.
  case sceneCount(Int)

  /// The message. A limit of the packed search alone says that the direct search takes the configuration; the
  /// others name no search, since neither gets past them.
  public var description: String {
    switch self {
    case .tooManyOptionCombinations(let count):
      "\(count) option combinations given; an exploration takes 1 to \(ExplorerState.maxOptionCombinations)"
    case .tooManyItems(let count):
      "\(count) items and links given; an exploration tells at most \(ExplorerState.maxItems) apart"
    case .negativeDepth: "the depth must be 0 or more"
    case .invalidLink(let link):
      "\(routeQuoted(link)) is neither a custom-scheme URL nor an https universal link with a host"
    case .webClipNotCustomScheme(let link):
      "\(routeQuoted(link)) is opened by a web clip, which takes a custom-scheme URL such as pariscafe://search"
    case .sceneCount(let count):
      "an exploration takes 1 to \(WindowSetup.maxScenes) declared scenes, found \(count)"
    case .unlinkedHoldingPlaces(let first, let second):
      "the strategy can keep one delivery both in its \(first.rawValue) and in its \(second.rawValue), which packed "
        + "states do not link (they would count that delivery twice); the direct explorer explores it"
    case .sessionSlots(let action):
      "the strategy keeps items in scene sessions' userInfo (\(action.name)), which packed states have no room for; "
        + "the direct explorer explores it"
    case .severalWindows: "packed states hold one window; the direct explorer explores several"
    case .notificationTaps:
      "packed states hold 32 kinds of callback, and a notification tap brings a 33rd; the direct explorer explores it"
    case .cloudKitShares:
      "packed states hold 32 kinds of callback, and an accepted CloudKit share brings more; the direct explorer "
        + "explores it"
    case .extensionIntentAction(let action): TableStrategy.extensionPerformMessage(action)
    case .appIntents:
      "packed states hold 32 kinds of callback, and an App Intent brings more; the direct explorer explores it"
    case .userActivities:
      "packed states hold neither an activity's type-only callbacks nor SwiftUI's onContinueUserActivity; the "
        + "direct explorer explores them"
    case .boundedVisitedSet(let mode):
      "the packed explorer's visited set is exact; the direct explorer explores with visited set \(mode.name)"
    case .appStrategy:
      "the strategy is the app's own code, which packed states cannot hold; the direct explorer explores it"
    }
  }

  /// For a limit of the packed explorer alone, what the configuration has that packed states cannot hold, in a few
  /// words (`scene sessions' userInfo`): a report's reason for running the direct search. `nil` for the others.
  public var packingReason: String? {
    switch self {
    case .unlinkedHoldingPlaces(let first, let second):
      "one delivery in both its \(first.rawValue) and its \(second.rawValue)"
    case .sessionSlots: "scene sessions' userInfo"
    case .severalWindows: "several windows"
    case .notificationTaps: "notification taps"
    case .userActivities: "user activities"
    case .cloudKitShares: "CloudKit shares"
    case .appIntents: "App Intents"
    case .boundedVisitedSet(let mode): "visited set \(mode.name)"
    case .appStrategy: "the app's own strategy"
    case .tooManyOptionCombinations, .tooManyItems, .negativeDepth, .invalidLink, .webClipNotCustomScheme,
      .sceneCount, .extensionIntentAction:
      nil
    }
  }
}
