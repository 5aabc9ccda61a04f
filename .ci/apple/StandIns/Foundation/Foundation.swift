// The stand-in Foundation module: what `import Foundation` brings on a Mac. Apple's Foundation re-exports Darwin,
// ObjectiveC (here the stand-in `.ci/apple/StandIns/ObjectiveC`, for `Selector`) and Dispatch, and holds both the
// Swift Foundation that swift-foundation also ships (FoundationEssentials and FoundationInternationalization, used
// here as they are) and the Objective-C-era API declared in the files beside this one, each from Apple's
// documentation. Declarations only; nothing here runs.
@_exported import Darwin
@_exported import Dispatch
@_exported import ObjectiveC
@_exported import FoundationEssentials
@_exported import FoundationInternationalization
