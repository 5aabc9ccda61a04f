#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  // Only where qa-sim declares CKShare.Metadata (Linux): on a Mac only the system makes share metadata, and the
  // simulator refuses a share for an app's own classes (``AppStrategy/takesCloudKitShares``).
  #if !canImport(CloudKit)
    import Foundation
    import SceneLifecycle

    /// Shows the shared contact list of `metadata` on `window`'s stack: the screen an app opens once it accepted the
    /// share.
    @MainActor func showSharedContacts(_ metadata: CKShare.Metadata, in window: UIWindow?) {
      guard let navigation = window?.rootViewController as? UINavigationController else { return }
      let shared = UIViewController()
      shared.title = metadata.share.url?.absoluteString ?? "share"
      navigation.pushViewController(shared, animated: true)
    }

    /// A window whose root is the app's own contact list, made when the scene connects.
    @MainActor func makeContactsWindow(for scene: UIScene) -> UIWindow? {
      guard let windowScene = scene as? UIWindowScene else { return nil }
      let window = UIWindow(windowScene: windowScene)
      let contacts = UIViewController()
      contacts.title = "contacts"
      window.rootViewController = UINavigationController(rootViewController: contacts)
      window.makeKeyAndVisible()
      return window
    }

    /// The scene delegate of Apple's CloudKit sharing sample as its readers used it
    /// (https://github.com/apple/sample-cloudkit-sharing/issues/17): a share is accepted only in
    /// `windowScene(_:userDidAcceptCloudKitShareWith:)`, which UIKit calls for a running app with a scene, so a share
    /// link that launches the app accepts nothing (UIKit semantics article, 16 rows 1, 2 and 6).
    final class ShareMethodOnlySceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?

      func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
      ) {
        window = makeContactsWindow(for: scene)
      }

      func windowScene(
        _ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
      ) {
        showSharedContacts(cloudKitShareMetadata, in: window)
      }
    }

    /// The same delegate at both doors Apple documents: the connection options' metadata when a share connects the
    /// scene, the delegate method when the scene is already connected.
    final class ShareAcceptingSceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?

      func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
      ) {
        window = makeContactsWindow(for: scene)
        if let metadata = connectionOptions.cloudKitShareMetadata { showSharedContacts(metadata, in: window) }
      }

      func windowScene(
        _ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
      ) {
        showSharedContacts(cloudKitShareMetadata, in: window)
      }
    }
  #endif
#endif
