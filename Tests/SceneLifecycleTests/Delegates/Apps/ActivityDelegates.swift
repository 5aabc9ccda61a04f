#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  #if canImport(CoreSpotlight)
    import CoreSpotlight
  #endif
  import SceneLifecycle

  /// A tutorial list whose view controller shows the tutorial a Spotlight result names: the screen the activity
  /// delegates below push onto.
  @MainActor final class TutorialListController: UIViewController {
    /// Shows tutorial `identifier` on the navigation stack.
    func showTutorial(_ identifier: String) {
      let tutorial = UIViewController()
      tutorial.title = "tutorial \(identifier)"
      navigationController?.pushViewController(tutorial, animated: true)
    }
  }

  /// The storyboard's initial view controller for the tutorial app: a navigation stack rooted at the list.
  @MainActor func makeTutorialStoryboard() -> UIViewController {
    let list = TutorialListController()
    list.title = "tutorials"
    return UINavigationController(rootViewController: list)
  }

  /// Shows the tutorial a Spotlight activity names, as the tutorial scene delegates below do; `false` for an activity
  /// of another type or without an identifier.
  @MainActor func showSpotlightResult(_ userActivity: NSUserActivity, in window: UIWindow?) -> Bool {
    guard userActivity.activityType == CSSearchableItemActionType,
      let identifier = userActivity.userInfo?[CSSearchableItemActivityIdentifier] as? String,
      let navigation = window?.rootViewController as? UINavigationController,
      let list = navigation.viewControllers.first as? TutorialListController
    else { return false }
    list.showTutorial(identifier)
    return true
  }

  /// The scene delegate of a widely copied Core Spotlight tutorial (Hacking with Swift's project 32, its scene
  /// version: https://github.com/twostraws/HackingWithSwift/blob/main/Classic/project32/Project32/SceneDelegate.swift):
  /// a Spotlight result is continued only in `scene(_:continue:)`, which UIKit calls for a scene that is already
  /// connected; a result that launches the app comes in `connectionOptions.userActivities`, which it never reads
  /// (UIKit semantics article, 15 row 2).
  final class SpotlightContinueOnlySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard scene is UIWindowScene else { return }
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
      _ = showSpotlightResult(userActivity, in: window)
    }
  }

  /// The same scene delegate written as Apple's samples write it: the activities a scene connects with are
  /// continued in `scene(_:willConnectTo:options:)`, and later ones in `scene(_:continue:)`.
  final class SpotlightSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard scene is UIWindowScene else { return }
      for userActivity in connectionOptions.userActivities { _ = showSpotlightResult(userActivity, in: window) }
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
      _ = showSpotlightResult(userActivity, in: window)
    }
  }

  /// A scene delegate that records what UIKit hands it for an activity: the type `willContinueUserActivityWithType`
  /// names, the connection options' Handoff type and activities, and the activity `scene(_:continue:)` gets.
  final class ActivityRecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// Each call, in order: `connect <handoffUserActivityType or -> <activity types>`, `willContinue <type>`,
    /// `continue <type> <userInfo identifier>`.
    var seen: [String] = []

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      let types = connectionOptions.userActivities.map(\.activityType).sorted()
      seen.append("connect \(connectionOptions.handoffUserActivityType ?? "-") \(types)")
    }

    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
      seen.append("willContinue \(userActivityType)")
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
      let identifier = userActivity.userInfo?["identifier"] as? String ?? "-"
      seen.append("continue \(userActivity.activityType) \(identifier)")
    }
  }
#endif
