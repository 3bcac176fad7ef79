import { TipsScreen } from './tips-screen.tsx';
import './insights.css';

/** /taxbenefitsofev: tax tips (section 80EEB, GST, green tax, registration fee), auto-playing. */
export default function TaxBenefitsPage() {
  return <TipsScreen topic="tax" titleKey="titles.tax" />;
}
