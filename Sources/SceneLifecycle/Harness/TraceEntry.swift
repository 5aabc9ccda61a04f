/// One line of a trace: a UIKit callback, something the app did (including navigation), a refused step, or a
/// note from the model that no app code receives.
///
/// Rendered as `<actor> <name>[ <item>]`, for example
/// `system scene(_:willConnectTo:options:) com.example.search` or `app handle com.example.search`; a note is
/// `note <text>`, for example
/// `note scenePhase starts at .inactive; onChange(of: scenePhase) is not called for the initial value`.
public struct TraceEntry: Hashable, Sendable {
  /// Who acted.
  public enum Actor: String, Hashable, Sendable, CaseIterable {
    /// UIKit or SwiftUI called the app.
    case system
    /// The app's strategy did something.
    case app
    /// The step could not happen in the app's phase.
    case rejected
    /// The model states something no app code receives (``LifecycleNote``).
    case note
  }

  /// What happened.
  public enum What: Hashable, Sendable {
    /// A callback.
    case callback(CallbackKind)
    /// An app effect.
    case effect(AppEffect)
    /// A refused step.
    case rejected(Rejection)
    /// A navigation step that followed handling a delivery (apps with routes).
    case navigation(NavigationStep)
    /// A note from the model: not a callback, no app code runs.
    case note(LifecycleNote)
    /// Where UIKit sent a delivery in an app with several windows (``SceneRoute``), shown as a note: no app code
    /// runs.
    case route(SceneRoute)
  }

  /// The 0-based index of the scenario step that caused it.
  public let step: Int
  /// What happened.
  public let what: What
  /// The item concerned, if any.
  public let item: ItemID?
  /// In a run with several windows, the declared scene (its index) whose scene the callback goes to; `nil` for
  /// app-level callbacks, app effects, notes, and every entry of a one-window run.
  public let scene: UInt8?

  /// Creates an entry.
  public init(step: Int, what: What, item: ItemID?, scene: UInt8? = nil) {
    self.step = step
    self.what = what
    self.item = item
    self.scene = scene
  }

  /// Who acted.
  public var actor: Actor {
    switch what {
    case .callback: .system
    case .effect, .navigation: .app
    case .rejected: .rejected
    case .note, .route: .note
    }
  }

  /// The callback's selector, the app action's name, the refused event's name, or the note's text.
  public var name: String {
    switch what {
    case .callback(let kind): return kind.selector
    case .note(let note): return note.text
    case .route(let route): return route.session == nil ? "UIKit drops" : "UIKit routes"
    case .rejected(let rejection): return rejection.event.name
    case .navigation(let navigationStep): return navigationStep.name
    case .effect(let effect):
      switch effect {
      case .store(_, .appDelegate): return "store"
      case .store(_, .sceneDelegate): return "storeOnSceneDelegate"
      case .store(_, .sceneSession): return "storeOnSession"
      case .store(_, .userDefaults): return "storeInUserDefaults"
      case .handle: return "handle"
      case .skipDuplicate: return "skipDuplicate"
      case .reset(.appDelegate, _): return "reset"
      case .reset(.sceneDelegate, _): return "resetOnSceneDelegate"
      case .reset(.sceneSession, _): return "resetOnSession"
      case .reset(.userDefaults, _): return "resetInUserDefaults"
      case .completion(let value), .callKeptCompletion(let value, _): return "completion(\(value))"
      case .keepCompletion: return "keepCompletion"
      case .releaseCompletion: return "releaseCompletion"
      case .returnFalse: return "return(false)"
      case .returnTrue: return "return(true)"
      case .screen(let change): return change.kind.traceName
      case .resetAfterFailedHandling: return "reset"
      case .send: return "send"
      case .queue: return "queue"
      case .drop: return "drop"
      case .ready: return "ready"
      case .gateClosed: return "closeGate"
      case .gateOpened, .gateOpenedInScene: return "gateOpened"
      case .setFlag: return "set"
      case .clearFlag: return "clear"
      case .skipRest: return "skip:"
      case .deferToMainQueue(let kind, _): return "defer \(kind.selector)"
      case .runDeferred(let kind, _): return "mainQueueTurn \(kind.selector)"
      case .notCalled(let kind, _): return "notCalled \(kind.selector)"
      }
    }
  }

  /// The `<actor> <name>[ <item>]` line, with item types and URLs from `catalog` (``ItemCatalog/name(of:)``); in
  /// a run with several windows, a scene callback's line ends in ` @<scene id>`, the id from `sceneIDs`.
  public func line(in catalog: ItemCatalog, sceneIDs: [String] = []) -> String {
    var line = "\(actor.rawValue) \(name)"
    if let detail = detail(in: catalog, sceneIDs: sceneIDs) { line += " \(detail)" }
    if let scene { line += " @" + WindowSetup.sceneName(scene, in: sceneIDs) }
    return line
  }

  /// What follows the name: the item type or URL, or for navigation steps the route and its parameters
  /// (`cafe id=PRS103`) or the state (`tab=search detail=PRS103`); for a route, where it went and why
  /// (`com.example.search to @compose (prefers)`), scenes named from `sceneIDs`.
  public func detail(in catalog: ItemCatalog, sceneIDs: [String] = []) -> String? {
    switch what {
    case .route(let route):
      let item = item.map(catalog.name(of:)) ?? "an item"
      guard let scene = route.scene, route.session != nil else {
        return "\(item): no scene can take it (\(route.reason.rawValue))"
      }
      return "\(item) to @\(WindowSetup.sceneName(scene, in: sceneIDs)) (\(route.reason.rawValue))"
    case .navigation(.route(let name, let parameters)):
      return ([name] + parameters.map { "\($0.name)=\($0.value)" }).joined(separator: " ")
    case .navigation(.navigate(let state)):
      return state.description
    case .effect(.send(let delivery, let gate)):
      return "\(gate.name) \(catalog.name(of: delivery.item))"
    case .effect(.queue(let delivery, let gate)):
      return "\(catalog.name(of: delivery.item)) behind \(gate.name)"
    case .effect(.drop(let delivery, let gate, .notReady)):
      return "\(catalog.name(of: delivery.item)): \(gate.name) not ready"
    case .effect(.drop(let delivery, let gate, .queueFull)):
      return "\(catalog.name(of: delivery.item)): queue full (oldest item, behind \(gate.name))"
    case .effect(.ready(let gate, let wasOpen)):
      return wasOpen ? "\(gate.name) (already open)" : gate.name
    case .effect(.gateOpened(let gate)), .effect(.gateClosed(let gate)):
      return gate.name
    case .effect(.gateOpenedInScene(let gate, _)):
      return "\(gate.name) for the scene delegate"
    case .effect(.setFlag(let flag)), .effect(.clearFlag(let flag)):
      return flag.name
    case .effect(.skipRest(let flag, let isSet)):
      return "\(flag.name) is \(isSet ? "set" : "not set")"
    case .effect(.screen(let change)):
      return change.subject
    case .navigation(.unmatched), .callback, .effect, .rejected:
      return item.map(catalog.name(of:))
    case .note:
      return nil
    }
  }
}

extension LifecycleNote {
  /// The note as a trace shows it after `note `.
  public var text: String {
    switch self {
    case .scenePhaseStartsInactive:
      "scenePhase starts at .inactive; onChange(of: scenePhase) is not called for the initial value"
    case .scenePhaseStartsBackground:
      "scenePhase starts at .background; onChange(of: scenePhase) is not called for the initial value"
    case .sceneLifecycleRequired:
      "uikit assert __UIApplicationEvaluateRuntimeIssueForNoSceneLifecycleAdoption: the app has not adopted the"
        + " scene lifecycle and crashes at launch"
    case .webClipRedirects:
      "a Home Screen web clip opens standalone and redirects to the URL; the system opens it in the app"
    }
  }
}
