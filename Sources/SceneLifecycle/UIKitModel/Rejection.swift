/// Why an event cannot happen in the phase the app is in. Returned as a value and shown in the trace.
public struct Rejection: Hashable, Sendable, Error {
  /// The event that was refused.
  public let event: LifecycleEvent
  /// The phase the app was in.
  public let phase: AppPhase
  /// Why.
  public let reason: Reason

  /// Creates a rejection.
  public init(event: LifecycleEvent, phase: AppPhase, reason: Reason) {
    self.event = event
    self.phase = phase
    self.reason = reason
  }

  /// The reasons an event can be refused.
  public enum Reason: Hashable, Sendable {
    /// The app is already in the foreground, so its Home Screen icon cannot be tapped.
    case alreadyInForeground
    /// The quick action is not among the items the Home Screen shows.
    case notInMenu(ItemID)
    /// The device cannot show the app's quick-action menu over the app while it is foreground-active
    /// (UIKit semantics article, 8a row 2: on iPhone the Home Screen, App Library and Spotlight replace it).
    case appInFront(Device)
    /// The app is not in the foreground, so the user cannot go home from it.
    case notInForeground
    /// Only a foreground-active app can be interrupted: an inactive one already has something over it, and a
    /// background one shows nothing that Control Center, a call or a system alert could cover.
    case notForegroundActive
    /// Only a background app can be suspended.
    case notInBackground
    /// The process whose scene was disconnected is already suspended.
    case alreadySuspended
    /// The AppDelegate lifecycle has no scenes to disconnect.
    case noScenes
    /// Only a connected background or suspended scene can be disconnected or terminated by the system.
    case notDisconnectable
    /// The process is not running.
    case processNotRunning
    /// The process is already running, so the system cannot launch it (``Event/backgroundLaunch``).
    case processRunning
    /// The system does not kill the foreground app in this model; go home first.
    case foregroundProcess
    /// Nothing of the app is in the app switcher to swipe away.
    case notInAppSwitcher
    /// The URL does not fit the event: `openURL` needs a custom scheme, `universalLink` an `https` URL
    /// with a host (see ``LinkURL``). Only the simulator refuses this; the machine takes any id.
    case notThatKindOfLink(ItemID)
    /// The app's own classes run where Apple's UserNotifications is imported, which only the system can make a
    /// notification response with, so the harness cannot hand them a tapped notification (only the simulator refuses
    /// this; ``AppStrategy/takesNotificationTaps``).
    case notificationResponsesUnavailable
    /// The app's own classes run where Apple's CloudKit is imported, which only the system can make share metadata
    /// with, so the harness cannot hand them an accepted CloudKit share (only the simulator refuses this;
    /// ``AppStrategy/takesCloudKitShares``).
    case cloudKitSharesUnavailable
    /// The app's own classes cannot be handed an App Intent: its `perform()` is the intent type's own code, which a
    /// scenario cannot construct (only the simulator refuses this; ``AppStrategy/takesAppIntents``).
    case appIntentsUnavailable
    /// The scenario already names ``ItemCatalog/capacity`` items and links, the most the model holds.
    case catalogFull
    /// The process is suspended and runs no code: the app's own code cannot act (``Event/appReady(_:)``) and its
    /// main run loop does not turn (``Event/mainQueueTurn``).
    case processSuspended
    /// The strategy declares no readiness gate of this name, so no code of the app can open it (only the
    /// simulator refuses this: scenario files are checked when they are read).
    case undeclaredGate(String)
    /// The strategy declares this gate's consumer ready only once the app's UI has been active in this process
    /// (``Readiness/afterFirstActivation``), and it has not been yet (only the simulator refuses this: the
    /// explorers never try such a step).
    case consumerNotReadyBeforeActivation(String)
    /// The event names a window, and the app has one (it does not support several scenes on iPad).
    case singleWindow
    /// The app declares no scene with this index.
    case unknownScene(UInt8)
    /// The scene has no window open, so it cannot be closed, focused or disconnected.
    case noWindow(UInt8)
    /// The scene's window is already open; a declared scene has at most one window.
    case windowAlreadyOpen(UInt8)
    /// The scene's window is already the active one in front.
    case alreadyFocused(UInt8)
  }

  /// A one-line explanation; `itemName` turns item ids into their types, `sceneName` scene indices into their ids.
  public func message(itemName: (ItemID) -> String, sceneName: (UInt8) -> String = { "#\($0)" }) -> String {
    let inPhase = "the app is \(phase.rawValue)"
    let named = event.payload.scene.map { "\(event.name) @\(sceneName($0))" } ?? event.name
    switch reason {
    case .alreadyInForeground: return "\(event.name) cannot happen: \(inPhase), so its icon cannot be tapped"
    case .notInMenu(let item):
      return "quickAction \(itemName(item)) cannot happen: the item is not in the Home Screen menu"
    case .appInFront(let device):
      let named = event.deliverable.map { "\(event.name) \(itemName($0))" } ?? event.name
      return "\(named) cannot happen: \(inPhase), and on \(device.rawValue) a quick action cannot reach an app "
        + "in front: the Home Screen, App Library and Spotlight all replace it (UIKit semantics article, 8a row 2)"
    case .notInForeground: return "\(event.name) cannot happen: \(inPhase), not in the foreground"
    case .notForegroundActive:
      return "\(event.name) cannot happen: \(inPhase); only a foreground-active app resigns active for an "
        + "interruption (UIKit semantics article, 8b)"
    case .notInBackground: return "\(event.name) cannot happen: \(inPhase), not in the background"
    case .alreadySuspended: return "\(event.name) cannot happen: \(inPhase) and its process is already suspended"
    case .noScenes: return "\(event.name) cannot happen: the appDelegate lifecycle has no scenes"
    case .notDisconnectable:
      return "\(named) cannot happen: \(inPhase); only a background or suspended app can be"
    case .processNotRunning: return "\(event.name) cannot happen: \(inPhase), its process is not running"
    case .processSuspended:
      return "\(event.name) cannot happen: \(inPhase), its process is suspended and runs no code"
    case .processRunning: return "\(event.name) cannot happen: \(inPhase), its process is already running"
    case .foregroundProcess:
      return "\(event.name) cannot happen: \(inPhase); the model kills only background apps (goHome first)"
    case .notInAppSwitcher: return "\(event.name) cannot happen: \(inPhase); nothing is in the app switcher"
    case .notThatKindOfLink(let link):
      let needs =
        event.kind == .universalLink || event.kind == .cloudKitShare
        ? "\(event.kind == .universalLink ? "a universal link" : "a CloudKit share's URL") is an https URL with a host"
        : "\(event.name) needs a custom-scheme URL (not http or https)"
      return "\(event.name) \(itemName(link)) cannot happen: \(needs)"
    case .undeclaredGate(let name):
      return "\(event.name) \(name) cannot happen: the strategy declares no gate named \(name)"
    case .consumerNotReadyBeforeActivation(let name):
      return "\(event.name) \(name) cannot happen: \(inPhase) and its UI has not been active since the process "
        + "started, and the strategy declares \(name)'s consumer ready only after that (\"readiness\": "
        + "\"afterFirstActivation\"; declare prompt or anytime if it can be ready sooner)"
    case .singleWindow:
      return "\(event.name) cannot happen: the app has one window (several need \"supportsMultipleScenes\" on iPad)"
    case .unknownScene(let scene):
      return "\(event.name) cannot happen: the app declares no scene \(sceneName(scene))"
    case .noWindow:
      return "\(named) cannot happen: that scene has no window open"
    case .windowAlreadyOpen:
      return "\(named) cannot happen: that scene's window is already open (one window per declared scene)"
    case .alreadyFocused:
      return "\(named) cannot happen: that window is already the active one in front"
    case .notificationResponsesUnavailable:
      return "\(event.name) cannot happen here: the app's own classes run against Apple's UserNotifications, whose "
        + "responses only the system makes; replay notification taps of an app's own classes on Linux, where "
        + "qa-sim declares UserNotifications"
    case .cloudKitSharesUnavailable:
      return "\(event.name) cannot happen here: the app's own classes run against Apple's CloudKit, whose share "
        + "metadata only the system makes; replay CloudKit shares of an app's own classes on Linux, where qa-sim "
        + "declares CKShare.Metadata"
    case .appIntentsUnavailable:
      return "\(event.name) cannot happen here: an intent's perform() and performNavigation(forScene:) are its own "
        + "type's code, which the harness cannot make from a scenario for an app's own classes; write what the intent "
        + "does as a table (app.strategy, \"perform()\")"
    case .catalogFull:
      return "\(event.name) cannot happen: the run already names \(ItemCatalog.capacity) items and links, the most "
        + "the model holds"
    }
  }
}
