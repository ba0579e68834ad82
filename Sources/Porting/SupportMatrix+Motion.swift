// Gestures, animations, transitions and feedback.

extension SupportMatrix {
  /// The families of this part of the surface.
  static let motionFamilies: [Family] = [
    Family(
      name: "Gestures: taps and long presses", status: .modelled,
      apis: [
        ".gesture", ".highPriorityGesture", ".simultaneousGesture", "Gesture", "AnyGesture", "GestureMask",
        "TapGesture",
        "SpatialTapGesture", "LongPressGesture",
      ],
      note:
        "A gesture is an input of its node (its type, values and handlers' kinds show as the leaf); the view is realized in place. A tap gesture's `onEnded` (`TapGesture`, `SpatialTapGesture`, `onTapGesture(count:coordinateSpace:perform:)`) runs through `host.tap(_:count:)` once per `count` taps, a long press's through `host.longPress(_:)` (Q20); a spatial tap is at the origin, as nothing is laid out; a disabled gesture takes no input."
    ),
    Family(
      name: "Animation values", status: .modelled,
      apis: [
        "Spring", "UnitCurve", "VectorArithmetic", "Animatable", "AnimatablePair", "EmptyAnimatableData",
        "AnimatableModifier", "CustomAnimation", "AnimationContext", "AnimationState", "AnimationStateKey",
        "TransactionKey", "KeyframeTimeline", "KeyframeTrack", "Keyframes", "KeyframeTrackContent",
        "KeyframesBuilder", "KeyframeTrackContentBuilder", "LinearKeyframe", "SpringKeyframe", "CubicKeyframe",
        "MoveKeyframe",
      ],
      note:
        "SwiftUI's arithmetic: a spring is a damped harmonic oscillator (value, velocity, update, force, settling duration; duration and bounce, response and damping ratio), unit curves are Bézier or circular curves with their inverse; a keyframe timeline moves each track's property through its linear, spring, cubic (Catmull-Rom where no velocity is given) and move keyframes; transaction values by key compare as SwiftUI's, and a transaction's added completions run on the host's clock, each at its criteria."
    ),
    Family(
      name: "Transitions and matched geometry", status: .visual,
      apis: [
        "Transition", "TransitionPhase", "TransitionProperties", "OpacityTransition", "IdentityTransition",
        "SlideTransition", "MoveTransition", "PushTransition", "ScaleTransition", "OffsetTransition",
        "BlurReplaceTransition", "AsymmetricTransition", ".matchedGeometryEffect", "@Namespace",
        "MatchedGeometryProperties", ".navigationTransition", "NavigationTransition", "ZoomNavigationTransition",
        "AutomaticNavigationTransition", ".matchedTransitionSource", "MatchedTransitionSourceConfiguration",
        "EmptyMatchedTransitionSourceConfiguration",
      ],
      note:
        "A transition or matched geometry effect is a value of its node; `apply(content:phase:)` realizes a transition's view in a phase. A `@Namespace` keeps its identity while its view lives. Insertions and removals happen at once: no view is shown in a phase but `identity`, no geometry is matched, nothing zooms."
    ),
    Family(
      name: "Feedback and gesture options", status: .visual,
      apis: [
        ".sensoryFeedback", "SensoryFeedback", ".defersSystemGestures", ".handGestureShortcut", "HandGestureShortcut",
        ".buttonRepeatBehavior", "ButtonRepeatBehavior",
      ],
      note:
        "Values of their node; no feedback plays (the closures deciding a feedback are not run), no system gesture or repeat happens."
    ),
    Family(
      name: "Continuous gestures", status: .compilesOnly,
      apis: [
        "DragGesture", "MagnifyGesture", "MagnificationGesture", "RotateGesture", "RotationGesture",
        "SimultaneousGesture", "SequenceGesture", "ExclusiveGesture", "GestureStateGesture", "@GestureState",
        "SpatialEventGesture", "SpatialEventCollection", ".onPencilDoubleTap", ".onPencilSqueeze", "PencilHoverPose",
        "PencilDoubleTapGestureValue", "PencilSqueezeGestureValue", "PencilSqueezeGesturePhase",
        "PencilPreferredAction",
      ],
      note:
        "Values of their node; no drag, pinch, rotation, spatial event or pencil input is delivered, so the pencil actions never run, `onChanged`, `onEnded` and `updating` handlers are stored and never run, and a `@GestureState` keeps its initial value."
    ),
    Family(
      name: "Animated and timed views", status: .compilesOnly,
      apis: [
        ".phaseAnimator", "PhaseAnimator", ".keyframeAnimator", "KeyframeAnimator", "PlaceholderContentView",
        ".transaction",
      ],
      note:
        "Content is realized, once: a phase animator's in its first phase, a keyframe animator's with its initial value (a trigger starts nothing); `.transaction` closures are stored, not run, as no animation runs."
    ),
    Family(
      name: "Timeline views", status: .modelled,
      apis: [
        "TimelineView", "TimelineSchedule", "PeriodicTimelineSchedule", "EveryMinuteTimelineSchedule",
        "ExplicitTimelineSchedule", "AnimationTimelineSchedule", "TimelineScheduleMode",
      ],
      note:
        "The content is made for the schedule's entry at the host's date when the view appears, then again at each later entry as `host.advance(by:)` reaches it, in its own tracking scope: each tick runs the bodies whose inputs the new date changes. A body giving a schedule of the same kind again keeps the ticks as they were."
    ),
    Family(
      name: "Symbol effects and symbol transitions", status: .visual,
      apis: [
        ".symbolEffect", "SymbolEffect", "SymbolEffectOptions", "SymbolEffectTransition", "TransitionSymbolEffect",
        "ContentTransitionSymbolEffect", "DiscreteSymbolEffect", "IndefiniteSymbolEffect", "AppearSymbolEffect",
        "DisappearSymbolEffect", "ReplaceSymbolEffect", "AutomaticSymbolEffect", "BounceSymbolEffect",
        "PulseSymbolEffect", "ScaleSymbolEffect", "WiggleSymbolEffect",
      ],
      note:
        "Symbol effects (Apple's Symbols framework, declared here for SwiftUI's transitions) are recorded by what they are made of (`appear.up.byLayer`, `wiggle.custom(angle:)`), options by repeat count and speed; `.transition(.symbolEffect(…))` and `.contentTransition(.symbolEffect(…))` show the effect as their node's leaf, and a symbol effect transition's `body(content:phase:)` shows it on its view outside the `identity` phase. No symbol animates, and insertions happen at once."
    ),
    Family(
      name: "Running an animation's curve", status: .compilesOnly,
      apis: ["animate(value:time:context:)", "shouldMerge(previous:value:time:context:)"],
      note:
        "An `Animation` made from a `CustomAnimation` is that animation: `animate`, `velocity` and `shouldMerge` run it, `base` is it, and two compare equal when their custom animations do. Missing: a built-in animation's curve (`easeIn`, springs) is not modelled, so its `base` is done at once (`animate` returns `nil`), as the engine applies every change at once."
    ),
  ]
}
