// `import SwiftUI` brings Foundation and Observation with it; ported code relies on
// that (`URL`, `Date`, `UUID`, `CGFloat` and `@Observable` without their imports), so
// `import ViewGraph` brings them too. The engine lives in `ViewGraphCore`, which never
// imports Foundation: the compiler, not a convention, keeps Foundation off its paths.

@_exported public import Foundation
@_exported public import Observation
@_exported public import ViewGraphCore
