#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  extension DelegateApp {
    /// Where a quick action or a link must land: a condition on the running process's objects that holds once the
    /// app shows what the item asks for.
    ///
    /// ```swift
    /// let app = DelegateApp(
    ///   appDelegate: AppDelegate.init, sceneDelegate: SceneDelegate.init,
    ///   destinations: [
    ///     "com.example.orders": .topViewController(OrdersViewController.self),
    ///     "cafe://cafes/42": .when { live in (live.topViewController as? CafeViewController)?.cafeID == "42" },
    ///   ])
    /// ```
    ///
    /// With a destination, what the code reads no longer decides: the item lands when the condition holds after the
    /// app's code ran, and that is its handling (UIKit semantics article, 11d row 9). So `lost` means it never
    /// landed, `duplicate` that it landed a second time, `late` that it landed after its first activation, as the
    /// invariants judge any handling.
    public struct Destination: @unchecked Sendable, CustomStringConvertible {
      /// What the condition asks, in words (`top view controller is OrdersViewController`).
      public let description: String
      /// The condition (`@unchecked Sendable`: each simulated app's objects are touched only by the thread running
      /// that simulator).
      let holds: @MainActor (LiveObjects) -> Bool

      /// A destination described as `description` and reached when `holds` answers `true`.
      /// - Parameters:
      ///   - description: what the condition asks, in words.
      ///   - holds: the condition, asked on the surface's main actor after the app's code ran, outside any callback
      ///     (what it reads is not recorded).
      public init(_ description: String, where holds: @escaping @MainActor (LiveObjects) -> Bool) {
        self.description = description
        self.holds = holds
      }

      /// A destination reached when `holds` answers `true`.
      public static func when(_ holds: @escaping @MainActor (LiveObjects) -> Bool) -> Destination {
        Destination("a condition", where: holds)
      }

      /// Reached when a window's top view controller (``LiveObjects/topViewControllers``) is a `Controller`.
      public static func topViewController<Controller: UIViewController>(_ type: Controller.Type) -> Destination {
        Destination("top view controller is \(Controller.self)") { live in
          live.topViewControllers.contains { $0 is Controller }
        }
      }

      /// Reached when a window shows a `Controller` presented modally, under whatever it presents in turn.
      public static func presented<Controller: UIViewController>(_ type: Controller.Type) -> Destination {
        Destination("presents \(Controller.self)") { live in
          live.windows.contains { window in
            LiveObjects.controllers(from: window.rootViewController).contains {
              $0 is Controller && $0.presentingViewController != nil
            }
          }
        }
      }

      /// Reached when a window's tab bar controller has the tab at `index` selected.
      public static func selectedTab(_ index: Int) -> Destination {
        Destination("selected tab is \(index)") { live in
          live.windows.contains { window in
            LiveObjects.controllers(from: window.rootViewController).contains {
              ($0 as? UITabBarController)?.selectedIndex == index
            }
          }
        }
      }
    }

    /// The destination declared for `delivery`'s item type or URL, if any.
    nonisolated func destination(of delivery: Delivery, run: DelegateRun) -> Destination? {
      destinations.isEmpty ? nil : destinations[run.catalog.type(of: delivery.item)]
    }
  }
#endif
