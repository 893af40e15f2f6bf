// Stands in for hoist-non-react-statics, which @emotion/react 11 imports only for withTheme (which
// we never call) and which a bundler cannot drop: it would ship react-is and ~1.2 KB (gzip) with
// the contact form's island. Emotion removed the dependency upstream the same way (emotion-js/emotion#3290).
export default function hoistNonReactStatics<Target>(target: Target): Target {
  return target
}
