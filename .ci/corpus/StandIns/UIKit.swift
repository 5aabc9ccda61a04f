// A stand-in for Apple's UIKit module, for .ci/corpus/measure only: it re-exports qa-sim's UIKit-shaped surface, so
// that a delegate file's `import UIKit` line stays as it is and the compiler finds the `UIApplicationDelegate` that
// `@UIApplicationMain` looks up in the module named UIKit (as on Apple's platforms).

@_exported import SceneLifecycle
