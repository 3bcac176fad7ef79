/** Gujarati of sales.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. Source names keep their proper names in Latin letters. */
import type { Translated } from '../translated.ts';
import type { salesEn } from './sales.en.ts';

export const salesGu: Translated<typeof salesEn> = {
  salesNote: {
    toggle: 'આ આંકડા ક્યાંથી આવે છે',
    intro: 'આ કાઉન્ટર ભારતમાં ઇલેક્ટ્રિક વાહનોનાં નવાં રજિસ્ટ્રેશન મહિને-મહિને ઉમેરે છે, {{from}} થી {{asOf}} સુધી.',
    category: {
      twoWheeler: 'ટુ-વ્હીલર',
      fourWheeler: 'ફોર-વ્હીલર (કાર)',
    },
    span: '{{from}} – {{to}}: {{source}}',
    oneMonth: '{{month}}: {{source}}',
    missing: '{{category}}: {{months}} માટે કોઈ પૂરો આંકડો નથી, તેથી કાઉન્ટર તેને ગણતું નથી.',
    terms:
      'Vahan ના આંકડા ભારત સરકારના માર્ગ પરિવહન અને ધોરીમાર્ગ મંત્રાલય (MoRTH) ના Vahan ડેશબોર્ડ પરથી, સ્રોતના ઉલ્લેખ સાથે લેવામાં આવ્યા છે. FADA ના આંકડા © FADA.',
    sources: {
      'vahan-category': 'Vahan (MoRTH), વાહન શ્રેણી મુજબ માસિક રજિસ્ટ્રેશન, Kaggle ડેટા સેટ “India EV Market Data” દ્વારા',
      S1: 'Vahan (MoRTH): ઇલેક્ટ્રિક મોટર કાર અને કેબ, ઓપન પ્રોજેક્ટ kapil433/vahan-analytics દ્વારા સંકલિત',
      S2: 'Vahan (MoRTH) રજિસ્ટ્રેશન, ત્રીજા પક્ષના “Weekly Vahan Retail volumes Tracker” માં સંકલિત (નકલ: vaidyaritesh88/Vahan-app)',
      S3a: 'Vahan (MoRTH): Vahan ડેશબોર્ડમાંથી કાઢેલા ઇલેક્ટ્રિક ટુ-વ્હીલરના આંકડા',
      S3b: 'Vahan (MoRTH): Vahan ડેશબોર્ડમાંથી કાઢેલા તમામ ઇલેક્ટ્રિક વાહનોના આંકડા',
      F1: 'FADA Research, MoRTH ના સહયોગથી: “Vehicle Retail Data for Jun’26” (વાહનોના છૂટક વેચાણના આંકડા, Vahan એક્સપોર્ટ નહીં)',
      vahan: 'Vahan (MoRTH): Vahan ડેશબોર્ડમાંથી કાઢેલા આંકડા',
      fada: 'FADA Research, MoRTH ના સહયોગથી: માસિક છૂટક વેચાણ રિપોર્ટ (છૂટક વેચાણના આંકડા, Vahan એક્સપોર્ટ નહીં)',
    },
  },
};
