import { TipsScreen } from './tips-screen.tsx';
import './insights.css';

/** /battery: battery care tips, auto-playing. */
export default function BatteryTipsPage() {
  return <TipsScreen topic="battery" titleKey="titles.battery" />;
}
