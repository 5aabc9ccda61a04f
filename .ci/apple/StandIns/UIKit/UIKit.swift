// The stand-in UIKit module (iOS world only): what `import UIKit` brings. Apple's UIKit re-exports Foundation. The
// UIKit declarations the code compiled in the iOS world uses are declared in the files beside this one, each from
// Apple's documentation (the page in its `///` line): the app and scene delegates and what they receive
// (Application.swift, Scenes.swift), windows and views (Views.swift), and view controllers (ViewControllers.swift).
// Declarations only; nothing here runs.
//
// How Objective-C declarations are modelled, as Swift imports them:
// - `optional` protocol requirements are requirements with an empty default in an extension (Linux has no `@objc`);
// - a protocol member a class adopts, such as `UITableViewController`'s data source methods, is an `open` member of
//   the class, which is what lets a subclass `override` it;
// - a class that adopts `NSCoding` (`UIView`, `UIViewController`) has `required init?(coder:)`, so a subclass that
//   declares an initializer must declare that one too;
// - `NS_TYPED_EXTENSIBLE_ENUM` string constants (`UIApplication.LaunchOptionsKey`) are `RawRepresentable` structs and
//   `NS_ENUM`s (`UITableView.Style`) are `Int` enums, both `Sendable`;
// - an availability the page gives as `-` (no version) is left to `*`; `iOS: 3.0 - 26.0` is introduced 3.0, deprecated
//   26.0.
@_exported import Foundation
