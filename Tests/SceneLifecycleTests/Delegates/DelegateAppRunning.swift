#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import QuickActions

  import SceneLifecycle
  import XCTest

  /// The seed article's and Apple's sample delegate classes, and a run of one on a simulator, for the tests of real
  /// delegate classes run through ``DelegateApp``.
  protocol DelegateAppRunning {}

  extension DelegateAppRunning {
    /// The seed article's delegate classes.
    var seed: DelegateApp { DelegateApp(appDelegate: AppDelegate.init, sceneDelegate: SceneDelegate.init) }
    /// Apple's sample's delegate classes.
    var appleSample: DelegateApp {
      DelegateApp(appDelegate: AppleSampleAppDelegate.init, sceneDelegate: AppleSampleSceneDelegate.init)
    }

    /// A simulator running `app` under `lifecycle` and `options`, with the standard items.
    func run(_ app: DelegateApp, _ lifecycle: LifecycleStyle = .scene, options: LifecycleOptions = .defaults)
      -> Simulator<DelegateApp>
    {
      Simulator(lifecycle: lifecycle, options: options, strategy: app, shortcutItems: standardItems)
    }
  }

  extension Simulator where Strategy == DelegateApp {
    /// What the adaptor answers UIKit for `kind` now.
    func implementsForTest(_ kind: CallbackKind) -> Bool { runner.strategy.implements(kind) }
  }
#endif
