/// A scenario run as a sequence diagram: the lifelines (UIKit, the app delegate, each scene delegate, SwiftUI's
/// views and `App`, the notification observers, the app's logic) and, step by step, an arrow per callback under
/// its real selector, an arrow per app action (ending in a cross when UIKit refused it), the model's notes, refused
/// steps and broken invariants where they were detected.
///
/// The model is the one source of every picture of a trace: ``mermaid`` writes it as a Mermaid
/// `sequenceDiagram`, the HTML report draws it as SVG. It holds plain text; each renderer escapes for its format.
public struct SequenceDiagram: Hashable, Sendable {
  /// One lifeline.
  public struct Participant: Hashable, Sendable {
    /// Who the lifeline is.
    public let role: Lifeline
    /// The declared scene it belongs to (several windows), or `nil`.
    public let scene: String?

    /// The lifeline of `role`, for `scene` when each declared scene has its own.
    public init(role: Lifeline, scene: String?) {
      self.role = role
      self.scene = scene
    }

    /// What the lifeline is called: `UIKit`, `AppDelegate`, `SceneDelegate @compose`, `App logic`.
    public var label: String { scene.map { "\(role.label) @\($0)" } ?? role.label }
  }

  /// The kinds of lifeline, in the order the diagram shows them.
  public enum Lifeline: Int, Hashable, Sendable, Comparable, CaseIterable {
    /// UIKit (and SwiftUI's runtime): the caller of every callback.
    case uiKit
    /// The app delegate (`UIApplicationDelegate`, or a SwiftUI app's adaptor).
    case appDelegate
    /// A scene delegate (`UISceneDelegate`, or a SwiftUI app's custom one).
    case sceneDelegate
    /// A SwiftUI `App`'s body: the App-level `scenePhase`.
    case swiftUIApp
    /// SwiftUI views of a scene: `onOpenURL(_:)` and the scene's `scenePhase`.
    case swiftUIViews
    /// Code observing `UIApplication`'s notifications.
    case observers
    /// The app's App Intent: its `performNavigation(forScene:)` and `perform()`.
    case appIntent
    /// The app's own logic: where items are stored, handled and reset, and navigation happens.
    case appLogic

    /// The lifeline's name.
    public var label: String {
      switch self {
      case .uiKit: "UIKit"
      case .appDelegate: "AppDelegate"
      case .sceneDelegate: "SceneDelegate"
      case .swiftUIApp: "SwiftUI App"
      case .swiftUIViews: "SwiftUI views"
      case .observers: "Observers"
      case .appIntent: "AppIntent"
      case .appLogic: "App logic"
      }
    }

    /// Orders by the diagram's left-to-right order.
    public static func < (lhs: Lifeline, rhs: Lifeline) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// An arrow.
  public struct Message: Hashable, Sendable {
    /// Whether UIKit calls the app, or the app acts.
    public enum Origin: Hashable, Sendable {
      /// A UIKit callback, labelled with its selector.
      case callback
      /// Something the app's code does (`store`, `handle`, `reset`, `completion(true)`, navigation).
      case action
      /// Something the app's code asked of UIKit that UIKit refused, so the screen stayed as it was: a presentation
      /// while another view controller is up (``ScreenChange/Kind/isRefused``). Drawn with a cross at its end.
      case refused
    }

    /// The arrow's start: an index into ``SequenceDiagram/participants``.
    public let from: Int
    /// The arrow's end: an index into ``SequenceDiagram/participants``.
    public let to: Int
    /// The selector or the action, with the item or link it carries (`windowScene(_:performActionFor:completionHandler:)
    /// com.example.search`, `store com.example.search`).
    public let label: String
    /// A callback or an action.
    public let kind: Origin

    /// An arrow from lifeline `from` to lifeline `to`.
    public init(from: Int, to: Int, label: String, kind: Origin) {
      self.from = from
      self.to = to
      self.label = label
      self.kind = kind
    }
  }

  /// One thing in the diagram, top to bottom.
  public enum Element: Hashable, Sendable {
    /// A step begins: its 0-based number, as the text trace (`#0 tapIcon`) and the violation messages ("at step 0")
    /// count, and what it is (`webClip pariscafe://search`).
    case step(number: Int, title: String)
    /// An arrow.
    case message(Message)
    /// Something no app code receives: a note from the model, or where UIKit routed a delivery.
    case note(String)
    /// The step could not happen; the text says why.
    case rejected(String)
    /// An invariant broke during this step: its kind, whether it is only a warning, and the message.
    case violation(kind: ViolationKind, isWarning: Bool, message: String)
  }

  /// The diagram's title: the scenario's name.
  public let title: String
  /// The lifelines, left to right.
  public let participants: [Participant]
  /// The steps' contents, top to bottom.
  public let elements: [Element]

  /// The diagram of `run`: lifelines for the callbacks it holds (UIKit and the app's logic always), and each
  /// step's section with its arrows, notes, refusal and the violations detected at it.
  public init(run: ScenarioRun) {
    self.init(
      title: run.name, steps: run.steps, trace: run.trace, violations: run.violations, gates: run.gates,
      scenes: run.scenes)
  }

  /// The diagram of a run's parts: its title, its steps (each named with `gates` and `scenes`), its trace records
  /// and the violations detected, each under the step it belongs to.
  public init(
    title: String, steps: [ScenarioStep], trace: [TraceRecord], violations: [ViolationRecord], gates: [Gate],
    scenes: [String]
  ) {
    self.title = title
    var lanes: Set<Participant> = [Participant(role: .uiKit, scene: nil), Participant(role: .appLogic, scene: nil)]
    for record in trace {
      if let lane = Self.receiver(of: record) { lanes.insert(lane) }
    }
    let ordered = lanes.sorted { ($0.role, $0.scene ?? "") < ($1.role, $1.scene ?? "") }
    participants = ordered
    let index = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($1, $0) })
    let uiKit = index[Participant(role: .uiKit, scene: nil)] ?? 0
    let logic = index[Participant(role: .appLogic, scene: nil)] ?? 0
    var elements: [Element] = []
    var actor = logic
    for (number, step) in steps.enumerated() {
      elements.append(.step(number: number, title: step.summary(gates: gates, scenes: scenes)))
      for record in trace where record.step == number {
        switch record.actor {
        case .system:
          let to = Self.receiver(of: record).flatMap { index[$0] } ?? logic
          // A callback that hands over an item or link names it, as the trace line does.
          let label = record.item.map { "\(record.name) \($0)" } ?? record.name
          elements.append(.message(Message(from: uiKit, to: to, label: label, kind: .callback)))
          actor = to
        case .app:
          let label = record.item.map { "\(record.name) \($0)" } ?? record.name
          let refused = ScreenChange.Kind(traceName: record.name)?.isRefused == true
          elements.append(.message(Message(from: actor, to: logic, label: label, kind: refused ? .refused : .action)))
        case .note:
          elements.append(.note(record.item.map { "\(record.name) \($0)" } ?? record.name))
        case .rejected:
          elements.append(.rejected(record.rejection ?? "\(record.name) cannot happen"))
        }
      }
      for violation in violations where violation.step == number {
        elements.append(
          .violation(kind: violation.kind, isWarning: violation.kind.isWarning, message: violation.message))
      }
    }
    self.elements = elements
  }

  /// The lifeline a system record's callback goes to; `nil` for records that are not callbacks.
  public static func receiver(of record: TraceRecord) -> Participant? {
    guard record.actor == .system, let kind = CallbackKind(selector: record.name) else { return nil }
    let role = kind.receiverRole
    return Participant(role: role, scene: role.isPerScene ? record.scene : nil)
  }
}

extension SequenceDiagram.Lifeline {
  /// Whether each declared scene has its own lifeline of this role (several windows).
  public var isPerScene: Bool {
    switch self {
    case .sceneDelegate, .swiftUIViews: true
    case .uiKit, .appDelegate, .swiftUIApp, .observers, .appIntent, .appLogic: false
    }
  }
}

extension CallbackKind {
  /// The lifeline UIKit calls with this callback.
  public var receiverRole: SequenceDiagram.Lifeline {
    switch self {
    case .willFinishLaunching, .didFinishLaunching, .configurationForConnecting, .didDiscardSceneSessions,
      .applicationPerformAction, .applicationWillEnterForeground, .applicationDidBecomeActive,
      .applicationWillResignActive, .applicationDidEnterBackground, .applicationOpenURL,
      .applicationWillContinueUserActivity, .applicationContinueUserActivity, .applicationWillTerminate,
      .userNotificationCenterDidReceive, .applicationUserDidAcceptCloudKitShare:
      .appDelegate
    case .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
      .sceneDidEnterBackground, .sceneDidDisconnect, .windowScenePerformAction, .sceneOpenURLContexts,
      .sceneWillContinueUserActivity, .sceneContinueUserActivity, .windowSceneUserDidAcceptCloudKitShare,
      .sceneWillPerformAppIntent:
      .sceneDelegate
    case .scenePhaseInactive, .scenePhaseActive, .scenePhaseBackground, .onOpenURL, .onContinueUserActivity,
      .onAppIntentExecution:
      .swiftUIViews
    case .performNavigation, .appIntentPerform:
      .appIntent
    case .appScenePhaseInactive, .appScenePhaseActive, .appScenePhaseBackground:
      .swiftUIApp
    case .willEnterForegroundNotification, .didBecomeActiveNotification, .willResignActiveNotification,
      .didEnterBackgroundNotification, .willTerminateNotification:
      .observers
    }
  }
}
