#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SurfaceMainQueue

  // How the surface's objects write themselves into a ``StateFingerprint``: what the app can observe of them, and no
  // way back into UIKit's object graph (the application, scenes and sessions write only their names). The walk runs
  // on the thread that runs the simulated process, between its callbacks: it stands for the main thread
  // (`MainActor.assumeIsolated`).

  extension UIApplication: FingerprintDescribable {
    /// Writes only the name: the walk must not enter the app's object graph through the application.
    nonisolated func describe(into fingerprint: inout StateFingerprint) {
      MainActor.assumeIsolatedUnchecked { fingerprint.append("UIApplication") }
    }
  }

  extension UIScene: FingerprintDescribable {
    /// Writes the session's identifier only.
    nonisolated func describe(into fingerprint: inout StateFingerprint) {
      MainActor.assumeIsolatedUnchecked {
        fingerprint.append("scene\(session.persistentIdentifier)")
      }
    }
  }

  extension UISceneSession: FingerprintDescribable {
    /// Writes the identifier only.
    nonisolated func describe(into fingerprint: inout StateFingerprint) {
      MainActor.assumeIsolatedUnchecked { fingerprint.append("scene\(persistentIdentifier)") }
    }
  }

  extension UIApplicationShortcutItem: FingerprintDescribable {
    /// A harness item writes its delivery; an app-made one its type and titles.
    func describe(into fingerprint: inout StateFingerprint) {
      if let delivery {
        fingerprint.note(delivery)
      } else {
        fingerprint.append("item(\(storedType),\(storedTitle),\(storedSubtitle ?? "nil"))")
      }
    }
  }

  extension UIOpenURLContext: FingerprintDescribable {
    /// A harness context writes its delivery; any other its URL.
    nonisolated func describe(into fingerprint: inout StateFingerprint) {
      MainActor.assumeIsolatedUnchecked {
        if let delivery {
          fingerprint.note(delivery)
        } else {
          fingerprint.visit(storedURL)
        }
      }
    }
  }

  extension NSUserActivity: FingerprintDescribable {
    /// A harness activity writes its delivery; any other its type and web page URL.
    func describe(into fingerprint: inout StateFingerprint) {
      if let harness = self as? HarnessUserActivity {
        fingerprint.note(harness.delivery)
      } else {
        fingerprint.append("activity(\(activityType))")
        fingerprint.visit(webpageURL as Any)
      }
    }
  }

  extension UIResponder {
    /// Walks the stored properties that subclasses outside the surface add (an app's own view controller's model,
    /// say), stopping at the surface's classes, whose state the caller writes itself.
    func describeAppProperties(into fingerprint: inout StateFingerprint) {
      var mirror: Mirror? = Mirror(reflecting: self)
      while let current = mirror, !Self.isSurfaceClass(current.subjectType) {
        for child in current.children {
          fingerprint.append(child.label ?? "_")
          fingerprint.visit(child.value)
        }
        mirror = current.superclassMirror
      }
    }

    /// Whether `type` is one of the surface's own classes.
    private static func isSurfaceClass(_ type: Any.Type) -> Bool {
      surfaceClasses.contains { $0 == type }
    }

    /// The surface's own classes, made once.
    private static let surfaceClasses: [Any.Type] = [
      UIResponder.self, UIView.self, UIWindow.self, UIViewController.self, UINavigationController.self,
      UITabBarController.self, UIAlertController.self, UIScene.self, UIWindowScene.self, UIApplication.self,
    ]
  }

  extension UIWindow: FingerprintDescribable {
    /// Writes the class name, whether it is key and whether hidden, the root view controller and the app's own
    /// properties.
    nonisolated func describe(into fingerprint: inout StateFingerprint) {
      MainActor.assumeIsolatedUnchecked {
        fingerprint.append("\(type(of: self))\(isKeyWindow ? " key" : "")\(isHidden ? " hidden" : "")")
        describeAppProperties(into: &fingerprint)
        fingerprint.append("root")
        fingerprint.visit(rootViewController as Any)
      }
    }
  }

  extension UIViewController: FingerprintDescribable {
    /// Writes the class name, title, presentation settings, whether the view is loaded, the app's own properties,
    /// the children (a navigation stack or the tabs, with the selected one) and the chain of presented view
    /// controllers with their styles; an alert adds its message and buttons.
    nonisolated func describe(into fingerprint: inout StateFingerprint) {
      MainActor.assumeIsolatedUnchecked {
        fingerprint.append("\(type(of: self))(\(title ?? "nil"))")
        fingerprint.append(
          "style\(modalPresentationStyle.rawValue)\(definesPresentationContext ? " context" : "")"
            + (isViewLoaded ? " loaded" : ""))
        if let alert = self as? UIAlertController {
          fingerprint.append("message:\(alert.message ?? "nil")")
          fingerprint.append("actions:\(alert.actions.map { $0.title ?? "nil" }.joined(separator: ","))")
        }
        describeAppProperties(into: &fingerprint)
        if let tabs = self as? UITabBarController { fingerprint.append("selected:\(tabs.storedSelectedIndex)") }
        if !children.isEmpty {
          fingerprint.append("children{")
          for child in children { fingerprint.visit(child) }
          fingerprint.append("}")
        }
        if let ownPresented {
          fingerprint.append("presents\(ownPresented.presentedStyle.rawValue)")
          fingerprint.visit(ownPresented)
        }
      }
    }
  }
#endif
