// What `import Foundation` brings on Apple platforms beyond Linux's Foundation, for the
// darwin-shape build (Tests/DarwinShape/README.md): Foundation's own typealiases of
// Combine's names (in its module interface) and the CoreGraphics it re-exports.

public import Combine
@_exported public import CoreGraphics

public typealias ObservableObject = Combine.ObservableObject
public typealias Published = Combine.Published
