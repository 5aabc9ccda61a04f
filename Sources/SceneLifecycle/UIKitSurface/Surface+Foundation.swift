#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  // `import UIKit` brings Foundation with it, so an app's delegate file uses `URL`, `NSCoder` or `Bundle` without
  // importing Foundation itself. The surface does the same for files that import `SceneLifecycle` in its place, and
  // brings the simulated main queue with it: `DispatchQueue.main.async` in those files waits for the model's turns
  // (UIKit semantics article, 10e).
  @_exported import Foundation
  @_exported import SurfaceMainQueue

  // On Linux, Foundation's networking (`URLSession`, `URLCache`, `HTTPURLResponse`) is a module of its own; Apple's
  // Foundation has it, so the surface brings it too.
  #if !canImport(Darwin) && canImport(FoundationNetworking)
    @_exported import FoundationNetworking
  #endif
#endif
