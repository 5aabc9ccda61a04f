// A stand-in for the parts of Apple's Core Spotlight that the package's Apple-only branches use, written from the
// framework's documented Swift signatures (https://developer.apple.com/documentation/corespotlight), with the
// documented availability. On a Mac `canImport(CoreSpotlight)` is true, so the surface's own declarations of these
// constants are left out there and the package meets these instead.
import Foundation

/// `CSSearchableItemActionType`.
@available(macOS 10.13, iOS 9.0, *)
public let CSSearchableItemActionType: String = "com.apple.corespotlightitem"

/// `CSSearchableItemActivityIdentifier`.
@available(macOS 10.13, iOS 9.0, *)
public let CSSearchableItemActivityIdentifier: String = "kCSSearchableItemActivityIdentifier"

/// `CSQueryContinuationActionType`.
@available(macOS 10.15, iOS 10.0, *)
public let CSQueryContinuationActionType: String = "com.apple.corespotlightquerycontinuation"

/// `CSSearchQueryString`.
@available(macOS 10.15, iOS 10.0, *)
public let CSSearchQueryString: String = "kCSSearchQueryString"
