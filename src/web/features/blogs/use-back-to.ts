import { useNavigate } from 'react-router';

/**
 * Back one step when the person came from within the app; otherwise (a shared link opened
 * directly) to the given list, so the arrow never leaves the app.
 */
export function useBackTo(fallback: string) {
  const navigate = useNavigate();
  return () => {
    const state = window.history.state as { idx?: number } | null;
    if (state && typeof state.idx === 'number' && state.idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}
