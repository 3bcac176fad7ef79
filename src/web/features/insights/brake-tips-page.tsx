import { TipsScreen } from './tips-screen.tsx';

/** /break (the spec's spelling): brake care tips, auto-playing. */
export default function BrakeTipsPage() {
  return <TipsScreen topic="brake" titleKey="titles.break" />;
}
