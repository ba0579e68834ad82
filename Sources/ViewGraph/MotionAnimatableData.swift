// The animatable data of SwiftUI's geometry values and shapes: what an animation
// interpolates when one of them changes inside a transaction. The engine does not
// interpolate frames (an animated change is one leaf update, as its end value), but
// each type has SwiftUI's `AnimatableData` and reads and writes its own value
// through it, so a user's `Animatable` view, shape or keyframe track built on them
// compiles and computes as in SwiftUI.
// Status: Complete for the values. Differs: no frame-by-frame interpolation.

extension CGPoint: Animatable {
  /// The point's `x` and `y`.
  public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
  /// The point's `x` and `y`.
  public var animatableData: AnimatableData {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  /// The size's `width` and `height`.
  public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
  /// The size's `width` and `height`.
  public var animatableData: AnimatableData {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  /// The rectangle's origin and size.
  public typealias AnimatableData = AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>
  /// The rectangle's origin and size.
  public var animatableData: AnimatableData {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
  }
}

extension Angle: Animatable {
  /// The angle in radians.
  public typealias AnimatableData = Double
  /// The angle in radians.
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }
}

extension UnitPoint: Animatable {
  /// The point's `x` and `y`.
  public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
  /// The point's `x` and `y`.
  public var animatableData: AnimatableData {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension EdgeInsets: Animatable {
  /// The insets, top, leading, bottom and trailing.
  public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>>
  /// The insets, top, leading, bottom and trailing.
  public var animatableData: AnimatableData {
    get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
    set {
      top = newValue.first
      leading = newValue.second.first
      bottom = newValue.second.second.first
      trailing = newValue.second.second.second
    }
  }
}

extension StrokeStyle: Animatable {
  /// The line width, the miter limit and the dash phase.
  public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>
  /// The line width, the miter limit and the dash phase.
  public var animatableData: AnimatableData {
    get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
    set {
      lineWidth = newValue.first
      miterLimit = newValue.second.first
      dashPhase = newValue.second.second
    }
  }
}

extension RectangleCornerRadii: Animatable {
  /// The radii, leading corners then trailing ones.
  public typealias AnimatableData = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
  /// The radii, leading corners then trailing ones.
  public var animatableData: AnimatableData {
    get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
    set {
      (topLeading, bottomLeading) = (newValue.first.first, newValue.first.second)
      (bottomTrailing, topTrailing) = (newValue.second.first, newValue.second.second)
    }
  }
}

extension RoundedRectangle {
  /// The corner size.
  public typealias AnimatableData = CGSize.AnimatableData
  /// The corner size.
  nonisolated public var animatableData: AnimatableData {
    get { cornerSize.animatableData }
    set { cornerSize.animatableData = newValue }
  }
}

extension UnevenRoundedRectangle {
  /// The four corners' radii.
  public typealias AnimatableData = RectangleCornerRadii.AnimatableData
  /// The four corners' radii.
  nonisolated public var animatableData: AnimatableData {
    get {
      RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius
      ).animatableData
    }
    set {
      var radii = RectangleCornerRadii()
      radii.animatableData = newValue
      topLeadingRadius = radii.topLeading
      bottomLeadingRadius = radii.bottomLeading
      bottomTrailingRadius = radii.bottomTrailing
      topTrailingRadius = radii.topTrailing
    }
  }
}

extension OffsetShape {
  /// The shape's data and the offset.
  public typealias AnimatableData = AnimatablePair<Content.AnimatableData, CGSize.AnimatableData>
  /// The shape's data and the offset.
  nonisolated public var animatableData: AnimatableData {
    get { AnimatablePair(shape.animatableData, offset.animatableData) }
    set { (shape.animatableData, offset.animatableData) = (newValue.first, newValue.second) }
  }
}

extension RotatedShape {
  /// The shape's data, the angle and the anchor.
  public typealias AnimatableData = AnimatablePair<
    Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>
  >
  /// The shape's data, the angle and the anchor.
  nonisolated public var animatableData: AnimatableData {
    get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
    set {
      shape.animatableData = newValue.first
      angle.animatableData = newValue.second.first
      anchor.animatableData = newValue.second.second
    }
  }
}

extension ScaledShape {
  /// The shape's data, the scale and the anchor.
  public typealias AnimatableData = AnimatablePair<
    Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>
  >
  /// The shape's data, the scale and the anchor.
  nonisolated public var animatableData: AnimatableData {
    get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
    set {
      shape.animatableData = newValue.first
      scale.animatableData = newValue.second.first
      anchor.animatableData = newValue.second.second
    }
  }
}

extension TransformedShape {
  /// The shape's data.
  public typealias AnimatableData = Content.AnimatableData
  /// The shape's data.
  nonisolated public var animatableData: AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }
}
