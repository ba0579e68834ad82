// `import SwiftUI` brings Foundation and Observation with it; ported code relies on
// that (`URL`, `Date`, `UUID`, `CGFloat` and `@Observable` without their imports), so
// `import ViewGraph` brings them too. The engine lives in `ViewGraphCore`, which never
// imports Foundation: the compiler, not a convention, keeps Foundation off its paths.
//
// Combine comes too: `ObservableObject` and `@Published` are Combine's (Apple's on
// Apple platforms, the package's own elsewhere), and code that uses them with the
// `MemberImportVisibility` feature needs Combine's members visible. On Apple
// platforms Foundation names them as well; a typealias of the same type is not
// ambiguous with them.

@_exported public import Combine
@_exported public import Foundation
@_exported public import Observation
@_exported public import ViewGraphCore

// SwiftUI re-exports CoreGraphics; where it exists, so does ViewGraph, and its
// `CGLineCap` and `CGLineJoin` are the ones `StrokeStyle` takes (Shapes.swift).
#if canImport(CoreGraphics)
@_exported public import CoreGraphics
#endif

// The darwin-shape build's stand-in for the names Apple's Foundation adds
// (Tests/DarwinShape/README.md); on a Mac, Foundation itself declares them.
#if canImport(AppleFoundationNames)
@_exported public import AppleFoundationNames
#endif
