// What an app's delegate code does with the Objective-C runtime on a Mac, compiled by .ci/apple/typecheck's
// macos-objc world against the surface with Objective-C interoperability on (NSObject the Objective-C class of the
// stand-in ObjectiveC.h). Each declaration here compiles against UIKit; against the surface it needs the classes UIKit
// derives from NSObject to derive from it too. Shapes taken from the corpus's delegate files (.ci/corpus/apps.tsv):
// NetNewsWire's selector-based observers, Delta's `@objc` scene delegate, a-Shell's bar button actions, Home
// Assistant's `responds(to:)` on the connection options.
import Foundation
import SceneLifecycle

@objc(FixtureSceneDelegate)
final class FixtureSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  @objc dynamic var isSyncing = false

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    NotificationCenter.default.addObserver(
      self, selector: #selector(unreadCountDidChange(_:)), name: Notification.Name("UnreadCountDidChange"),
      object: nil)
    // Not `#selector(getter: UIScene.ConnectionOptions.shortcutItem)`, as Home Assistant writes: the surface's
    // members are not `@objc` (RealDelegateCoverage).
    if connectionOptions.responds(to: #selector(unreadCountDidChange(_:))) {
      _ = connectionOptions.shortcutItem
    }
    _ = responds(to: #selector(showSettings(_:)))
  }

  @objc func unreadCountDidChange(_ note: Notification) {}

  @objc func showSettings(_ sender: UIBarButtonItem) {}

  @objc func showWindow(_ window: UIWindow, in scene: UIWindowScene, from controller: UIViewController) {}
}
