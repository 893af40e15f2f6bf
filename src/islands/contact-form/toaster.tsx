import { closeSnackbar, enqueueSnackbar, SnackbarProvider, type SnackbarKey } from "notistack"
import { flushSync } from "react-dom"
import { createRoot } from "react-dom/client"
import { toastMessages, type ToastKind } from "../../contact/toast-messages"
import { tokens } from "../../styles/tokens"
import { Icon } from "../../components/ui/icon"

// notistack, loaded with the send code when a visitor first uses the form, in a root of its own.

const messageStyle = { display: "grid", gap: tokens.space[1] }

const titleStyle = {
  fontWeight: tokens.fontWeights.bold,
  fontSize: tokens.fontSizes.base,
}

const dismissStyle = {
  display: "inline-grid",
  placeItems: "center",
  width: "2.25rem",
  height: "2.25rem",
  border: 0,
  borderRadius: tokens.radii.full,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  "&:focus-visible": { outline: `2px solid ${tokens.colors.onPrimary}` },
}

const emailInsteadStyle = {
  marginInlineEnd: tokens.space[1],
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  borderRadius: tokens.radii.md,
  background: tokens.colors.onPrimary,
  color: tokens.colors.danger,
  fontWeight: tokens.fontWeights.bold,
  textDecoration: "none",
  whiteSpace: "nowrap" as const,
  "&:focus-visible": { outline: `2px solid ${tokens.colors.onPrimary}`, outlineOffset: "2px" },
}

const DismissButton = ({ id }: { id: SnackbarKey }) => (
  <button
    type="button"
    css={dismissStyle}
    aria-label="Dismiss notification"
    onClick={() => closeSnackbar(id)}
  >
    <Icon name="close" />
  </button>
)

let mounted = false

function mountToaster() {
  if (mounted) return
  const container = document.createElement("div")
  document.body.append(container)
  flushSync(() =>
    createRoot(container).render(
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={8000}
        anchorOrigin={{ vertical: "top", horizontal: "center" }}
        action={(id) => <DismissButton id={id} />}
      />,
    ),
  )
  mounted = true
}

// A toast; a failure may carry a way out: a mailto: link with what the visitor wrote, and the
// toast then stays until it is dismissed.
export function showToast(kind: ToastKind, emailInstead?: string) {
  mountToaster()
  const { title, description } = toastMessages[kind]
  enqueueSnackbar(
    <span css={messageStyle}>
      <span css={titleStyle}>{title}</span>
      <span>{description}</span>
    </span>,
    {
      variant: kind === "success" ? "success" : "error",
      style: { backgroundColor: kind === "success" ? tokens.colors.success : tokens.colors.danger },
      ...(emailInstead && {
        persist: true,
        action: (id: SnackbarKey) => (
          <>
            <a href={emailInstead} css={emailInsteadStyle}>
              Email instead
            </a>
            <DismissButton id={id} />
          </>
        ),
      }),
    },
  )
}
