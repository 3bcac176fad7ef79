/** Tamil of sales.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. Source names keep their proper names in Latin letters. */
import type { Translated } from '../translated.ts';
import type { salesEn } from './sales.en.ts';

export const salesTa: Translated<typeof salesEn> = {
  salesNote: {
    toggle: 'இந்த எண்கள் எங்கிருந்து வருகின்றன',
    intro:
      'இந்தியாவில் மின்சார வாகனங்களின் புதிய பதிவுகளை, {{from}} முதல் {{asOf}} வரை, மாதந்தோறும் இந்தக் கவுன்ட்டர்கள் கூட்டுகின்றன.',
    category: {
      twoWheeler: 'இருசக்கர வாகனங்கள்',
      fourWheeler: 'நான்குசக்கர வாகனங்கள் (கார்கள்)',
    },
    span: '{{from}} – {{to}}: {{source}}',
    oneMonth: '{{month}}: {{source}}',
    missing: '{{category}}: {{months}}-க்கு முழுமையான எண்ணிக்கை இல்லை, எனவே கவுன்ட்டர் அதைச் சேர்க்கவில்லை.',
    terms:
      'Vahan எண்ணிக்கைகள், இந்திய அரசின் சாலைப் போக்குவரத்து மற்றும் நெடுஞ்சாலை அமைச்சகத்தின் (MoRTH) Vahan டாஷ்போர்டிலிருந்து, மூலத்தைக் குறிப்பிட்டு எடுக்கப்பட்டவை. FADA-வின் எண்ணிக்கைகள் © FADA.',
    sources: {
      'vahan-category':
        'Vahan (MoRTH), வாகன வகைப்படி மாதாந்திரப் பதிவுகள், Kaggle தரவுத் தொகுப்பு “India EV Market Data” வழியாக',
      S1: 'Vahan (MoRTH): மின்சார மோட்டார் கார்கள் மற்றும் கேப்கள், திறந்த திட்டம் kapil433/vahan-analytics தொகுத்தபடி',
      S2: 'Vahan (MoRTH) பதிவுகள், மூன்றாம் தரப்பு “Weekly Vahan Retail volumes Tracker” தொகுத்தபடி (நகல்: vaidyaritesh88/Vahan-app)',
      S3a: 'Vahan (MoRTH): Vahan டாஷ்போர்டிலிருந்து எடுத்த மின்சார இருசக்கர வாகன எண்ணிக்கை',
      S3b: 'Vahan (MoRTH): Vahan டாஷ்போர்டிலிருந்து எடுத்த அனைத்து மின்சார வாகனங்களின் எண்ணிக்கை',
      F1: 'FADA Research, MoRTH உடன் இணைந்து: “Vehicle Retail Data for Jun’26” (வாகனச் சில்லறை விற்பனை எண்ணிக்கை, Vahan ஏற்றுமதி அல்ல)',
      vahan: 'Vahan (MoRTH): Vahan டாஷ்போர்டிலிருந்து எடுத்த எண்ணிக்கை',
      fada: 'FADA Research, MoRTH உடன் இணைந்து: மாதாந்திரச் சில்லறை விற்பனை அறிக்கை (சில்லறை விற்பனை எண்ணிக்கை, Vahan ஏற்றுமதி அல்ல)',
    },
  },
};
