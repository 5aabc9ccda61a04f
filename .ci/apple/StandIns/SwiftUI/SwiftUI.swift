// The stand-in SwiftUI module: Apple's SwiftUI as Swift sees it on iOS, reduced to what the documentation's snippets
// use (an app, a window group, a text, the scene phase, and the onChange and onOpenURL modifiers), each declaration
// as Apple's documentation gives it. Declarations only; nothing here runs.
@_exported import Foundation

/// A type that represents part of your app's user interface and provides modifiers that configure views.
/// https://developer.apple.com/documentation/swiftui/view
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View
  /// The content and behavior of the view.
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// A custom parameter attribute that constructs views from closures.
/// https://developer.apple.com/documentation/swiftui/viewbuilder
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
  /// Passes a single view written as a child view through unmodified.
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// A view that displays one or more lines of read-only text.
/// https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Text: View {
  /// Creates a text view that displays a stored string without localization.
  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  public init<S: StringProtocol>(_ content: S) {}
  /// Text has no body of its own.
  public var body: Never { fatalError() }
}

/// `Never` is the body of the views and scenes that have none of their own.
/// https://developer.apple.com/documentation/swift/never
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View, Scene {
  /// Never has no body.
  public typealias Body = Never
  /// Never has no body.
  public var body: Never { return fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Adds an action to perform when the given value changes.
  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)
  @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(macOS, introduced: 11.0, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(tvOS, introduced: 14.0, deprecated: 17.0)
  @available(watchOS, introduced: 7.0, deprecated: 10.0)
  nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
    ModifiedView(content: self)
  }

  /// Adds a modifier for this view that fires an action when a specific value changes.
  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View {
    ModifiedView(content: self)
  }

  /// Registers a handler to invoke in response to a URL that your app receives.
  /// https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    ModifiedView(content: self)
  }
}

/// What the stand-in's modifiers return: SwiftUI's own modified-content types are opaque to the app.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ModifiedView<Content: View>: View {
  let content: Content
  /// The modified view.
  public var body: Never { fatalError() }
}

/// A type that represents the structure and behavior of an app.
/// https://developer.apple.com/documentation/swiftui/app
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol App {
  /// The type of scene representing the content of the app.
  associatedtype Body: Scene
  /// The content and behavior of the app.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// Creates an instance of the app using the body that you define for its content.
  @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
  /// Initializes and runs the app.
  /// https://developer.apple.com/documentation/swiftui/app/main()
  @MainActor @preconcurrency public static func main() { fatalError() }
}

/// A part of an app's user interface with a life cycle managed by the system.
/// https://developer.apple.com/documentation/swiftui/scene
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene that represents the body of this scene.
  associatedtype Body: Scene
  /// The content and behavior of the scene.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// A result builder for composing a collection of scenes into a single composite scene.
/// https://developer.apple.com/documentation/swiftui/scenebuilder
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct SceneBuilder {
  /// Passes a single scene through unmodified.
  /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Scene {
  /// Adds an action to perform when the given value changes.
  /// https://developer.apple.com/documentation/swiftui/scene/onchange(of:perform:)
  @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(macOS, introduced: 11.0, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(tvOS, introduced: 14.0, deprecated: 17.0)
  @available(watchOS, introduced: 7.0, deprecated: 10.0)
  nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene {
    ModifiedScene(content: self)
  }
}

/// What the stand-in's scene modifiers return.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ModifiedScene<Content: Scene>: Scene {
  let content: Content
  /// The modified scene.
  public var body: Never { fatalError() }
}

/// A scene that presents a group of identically structured windows.
/// https://developer.apple.com/documentation/swiftui/windowgroup
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct WindowGroup<Content: View>: Scene {
  /// Creates a window group.
  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  /// The window group's scene.
  public var body: Never { fatalError() }
}

/// A property wrapper that reads a value from a view's environment.
/// https://developer.apple.com/documentation/swiftui/environment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Environment<Value> {
  /// Creates an environment property to read the specified key path.
  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  /// The current value of the environment property.
  public var wrappedValue: Value { fatalError() }
}

/// A collection of environment values propagated through a view hierarchy.
/// https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {
  /// The current phase of the scene.
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public var scenePhase: ScenePhase { fatalError() }
}

/// An indication of a scene's operational state.
/// https://developer.apple.com/documentation/swiftui/scenephase
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// The scene isn't currently visible in the UI.
  case background
  /// The scene is in the foreground but should pause its work.
  case inactive
  /// The scene is in the foreground and interactive.
  case active
}
