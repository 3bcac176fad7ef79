import { TipsScreen } from './tips-screen.tsx';
import './insights.css';

/** /break (the spec's spelling): brake care tips, auto-playing. */
export default function BrakeTipsPage() {
  return <TipsScreen topic="brake" titleKey="titles.break" />;
}
