#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle

  /// One app of delegate classes the tests run: its name, how to make it as freshly installed, and the links it
  /// handles.
  struct DelegateFixture {
    /// How failure messages name it.
    let name: String
    /// Makes the app as freshly installed.
    let make: () -> DelegateApp
    /// The links it handles, explored beside the generated quick-action items.
    var links: [String] = []
    /// The links of ``links`` the user reaches by tapping a notification that carries them.
    var notifications: Set<String> = []
    /// The links of ``links`` the user reaches by accepting a CloudKit share at that URL.
    var cloudKitShares: Set<String> = []

    /// The app made for `lifecycle`: under SwiftUI the delegates' ``DelegateApp/swiftUI`` form.
    func make(_ lifecycle: LifecycleStyle) -> DelegateApp {
      lifecycle == .swiftUI ? make().swiftUI : make()
    }

    /// Every app of delegate classes in this test target, each delegate class in one at least. Tests that must
    /// hold for every delegate app walk this list, and `DelegateFixtureRegistryTests` fails for a delegate class
    /// declared in the target's sources that no app here runs, so a new fixture cannot be left out.
    static var all: [DelegateFixture] {
      var fixtures = [
        DelegateFixture(name: "seed article") {
          DelegateApp(appDelegate: AppDelegate.init, sceneDelegate: SceneDelegate.init)
        },
        DelegateFixture(name: "Apple sample") {
          DelegateApp(appDelegate: AppleSampleAppDelegate.init, sceneDelegate: AppleSampleSceneDelegate.init)
        },
        DelegateFixture(name: "launch options") { DelegateApp(appDelegate: LaunchOptionsAppDelegate.init) },
        DelegateFixture(name: "returns true") { DelegateApp(appDelegate: ReturnsTrueAppDelegate.init) },
        DelegateFixture(name: "kept completion") { DelegateApp(appDelegate: KeptCompletionAppDelegate.init) },
        DelegateFixture(name: "shortcut blind") {
          DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: ShortcutBlindSceneDelegate.init)
        },
        DelegateFixture(name: "forgetful") {
          DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: ForgetfulSceneDelegate.init)
        },
        DelegateFixture(name: "item on scene delegate") {
          DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: ItemOnSceneDelegate.init)
        },
        DelegateFixture(name: "twice completing") {
          DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: TwiceCompletingSceneDelegate.init)
        },
        DelegateFixture(name: "no methods") {
          DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: NoMethodsSceneDelegate.init)
        },
        DelegateFixture(
          name: "custom URL",
          make: { DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: CustomURLSceneDelegate.init) },
          links: ["qasim://link1"]),
        DelegateFixture(
          name: "universal link",
          make: { DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: UniversalLinkSceneDelegate.init) },
          links: ["https://example.com/cafe/PRS103"]),
        DelegateFixture(
          name: "route before window",
          make: {
            DelegateApp(
              appDelegate: LinkAppDelegate.init, sceneDelegate: RouteBeforeWindowSceneDelegate.init,
              mainStoryboard: nil)
          },
          links: ["qasim://orders/42"]),
        DelegateFixture(
          name: "route after window",
          make: {
            DelegateApp(
              appDelegate: LinkAppDelegate.init, sceneDelegate: RouteAfterWindowSceneDelegate.init,
              mainStoryboard: nil)
          },
          links: ["qasim://orders/42"]),
        DelegateFixture(name: "bare") {
          DelegateApp(appDelegate: BareAppDelegate.init, sceneDelegate: BareSceneDelegate.init)
        },
        DelegateFixture(
          name: "Appcues example",
          make: {
            DelegateApp(
              appDelegate: BareAppDelegate.init, sceneDelegate: AppcuesExampleSceneDelegate.init, mainStoryboard: nil)
          }, links: ["appcues-example://profile", "appcues-example://signin"]),
        DelegateFixture(name: "shortcut reading") {
          DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: ShortcutReadingSceneDelegate.init)
        },
        DelegateFixture(name: "main-queue block") {
          DelegateApp(appDelegate: BareAppDelegate.init, sceneDelegate: DispatchingSceneDelegate.init)
        },
        DelegateFixture(name: "delayed splash") {
          DelegateApp(appDelegate: BareAppDelegate.init, sceneDelegate: SplashSceneDelegate.init)
        },
        DelegateFixture(name: "task and async form") {
          DelegateApp(appDelegate: BareAppDelegate.init, sceneDelegate: TaskSceneDelegate.init)
        },
        DelegateFixture(name: "Mastodon") {
          DelegateApp(appDelegate: BareAppDelegate.init, sceneDelegate: MastodonSceneDelegate.init)
        },
        DelegateFixture(
          name: "Blink",
          make: { DelegateApp(appDelegate: BareAppDelegate.init, sceneDelegate: BlinkSceneDelegate.init) },
          links: ["ssh://example.com"]),
        DelegateFixture(name: "Delta", make: { .delta }, links: ["delta://game/42"]),
        DelegateFixture(name: "no warm action") {
          DelegateApp(appDelegate: BareAppDelegate.init, sceneDelegate: NoWarmActionSceneDelegate.init)
        },
        DelegateFixture(name: "state probe") {
          DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: StateProbeSceneDelegate.init)
        },
        DelegateFixture(name: "session keeping") {
          DelegateApp(appDelegate: SessionKeepingAppDelegate.init, sceneDelegate: SessionKeepingSceneDelegate.init)
        },
        DelegateFixture(name: "configuring sessions") {
          DelegateApp(
            appDelegate: { ConfiguringAppDelegate(log: SessionLog()) }, sceneDelegate: ConnectingSceneDelegate.init)
        },
        DelegateFixture(
          name: "Spotlight tutorial, continue only",
          make: {
            DelegateApp(
              appDelegate: BareAppDelegate.init, sceneDelegate: SpotlightContinueOnlySceneDelegate.init,
              mainStoryboard: makeTutorialStoryboard)
          },
          links: ["com.apple.corespotlightitem 7"]),
        DelegateFixture(
          name: "Spotlight tutorial",
          make: {
            DelegateApp(
              appDelegate: BareAppDelegate.init, sceneDelegate: SpotlightSceneDelegate.init,
              mainStoryboard: makeTutorialStoryboard)
          },
          links: ["com.apple.corespotlightitem 7"]),
        DelegateFixture(
          name: "activity recorder",
          make: { DelegateApp(appDelegate: BareAppDelegate.init, sceneDelegate: ActivityRecordingSceneDelegate.init) },
          links: ["com.example.reading article-12"]),
      ]
      // The notification delegates run only where qa-sim declares UserNotifications (Linux).
      #if !canImport(UserNotifications)
        fixtures += [
          DelegateFixture(
            name: "Delta Chat, late notification delegate",
            make: { DelegateApp(appDelegate: DeltaChatLateNotificationDelegate.init) },
            links: ["deltachat://chat/42"], notifications: ["deltachat://chat/42"]),
          DelegateFixture(
            name: "Delta Chat",
            make: { DelegateApp(appDelegate: DeltaChatNotificationDelegate.init) },
            links: ["deltachat://chat/42"], notifications: ["deltachat://chat/42"]),
          DelegateFixture(
            name: "isowords, unretained notification delegate",
            make: { DelegateApp(appDelegate: UnretainedNotificationDelegate.init) },
            links: ["deltachat://chat/42"], notifications: ["deltachat://chat/42"]),
          DelegateFixture(
            name: "isowords",
            make: { DelegateApp(appDelegate: RetainedNotificationDelegate.init) },
            links: ["deltachat://chat/42"], notifications: ["deltachat://chat/42"]),
          DelegateFixture(
            name: "notification from the connection options",
            make: { DelegateApp(appDelegate: BareAppDelegate.init, sceneDelegate: ResponseReadingSceneDelegate.init) },
            links: ["deltachat://chat/42"], notifications: ["deltachat://chat/42"]),
        ]
      #endif
      // The share delegates run only where qa-sim declares CKShare.Metadata (Linux).
      #if !canImport(CloudKit)
        let share = "https://www.icloud.com/share/0aXcontacts1"
        fixtures += [
          DelegateFixture(
            name: "CloudKit sample, delegate method only",
            make: { DelegateApp(appDelegate: BareAppDelegate.init, sceneDelegate: ShareMethodOnlySceneDelegate.init) },
            links: [share], cloudKitShares: [share]),
          DelegateFixture(
            name: "CloudKit share at both doors",
            make: { DelegateApp(appDelegate: BareAppDelegate.init, sceneDelegate: ShareAcceptingSceneDelegate.init) },
            links: [share], cloudKitShares: [share]),
        ]
      #endif
      return fixtures
    }
  }
#endif
