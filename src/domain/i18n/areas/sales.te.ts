/** Telugu of sales.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. Source names keep their proper names in Latin letters. */
import type { Translated } from '../translated.ts';
import type { salesEn } from './sales.en.ts';

export const salesTe: Translated<typeof salesEn> = {
  salesNote: {
    toggle: 'ఈ సంఖ్యలు ఎక్కడ నుండి వస్తాయి',
    intro: 'ఈ కౌంటర్లు భారతదేశంలో ఎలక్ట్రిక్ వాహనాల కొత్త రిజిస్ట్రేషన్లను, {{from}} నుండి {{asOf}} వరకు, నెలనెలా కలుపుతాయి.',
    category: {
      twoWheeler: 'ద్విచక్ర వాహనాలు',
      fourWheeler: 'నాలుగు చక్రాల వాహనాలు (కార్లు)',
    },
    span: '{{from}} – {{to}}: {{source}}',
    oneMonth: '{{month}}: {{source}}',
    missing: '{{category}}: {{months}}కు పూర్తి సంఖ్య లేదు, అందుకే కౌంటర్ దాన్ని వదిలేస్తుంది.',
    terms:
      'Vahan సంఖ్యలు భారత ప్రభుత్వ రోడ్డు రవాణా మరియు రహదారుల మంత్రిత్వ శాఖ (MoRTH) Vahan డాష్‌బోర్డ్ నుండి, మూలాన్ని పేర్కొంటూ తీసుకున్నవి. FADA సంఖ్యలు © FADA.',
    sources: {
      'vahan-category': 'Vahan (MoRTH), వాహన వర్గం వారీగా నెలవారీ రిజిస్ట్రేషన్లు, Kaggle డేటా సెట్ “India EV Market Data” ద్వారా',
      S1: 'Vahan (MoRTH): ఎలక్ట్రిక్ మోటార్ కార్లు మరియు క్యాబ్‌లు, ఓపెన్ ప్రాజెక్ట్ kapil433/vahan-analytics సంకలనం చేసినట్లు',
      S2: 'Vahan (MoRTH) రిజిస్ట్రేషన్లు, మూడో పక్షం “Weekly Vahan Retail volumes Tracker” సంకలనం చేసినట్లు (కాపీ: vaidyaritesh88/Vahan-app)',
      S3a: 'Vahan (MoRTH): Vahan డాష్‌బోర్డ్ నుండి ఎగుమతి చేసిన ఎలక్ట్రిక్ ద్విచక్ర వాహనాల సంఖ్యలు',
      S3b: 'Vahan (MoRTH): Vahan డాష్‌బోర్డ్ నుండి ఎగుమతి చేసిన అన్ని ఎలక్ట్రిక్ వాహనాల సంఖ్యలు',
      F1: 'FADA Research, MoRTH సహకారంతో: “Vehicle Retail Data for Jun’26” (వాహన రిటైల్ సంఖ్యలు, Vahan ఎగుమతి కాదు)',
      vahan: 'Vahan (MoRTH): Vahan డాష్‌బోర్డ్ నుండి ఎగుమతి చేసిన సంఖ్యలు',
      fada: 'FADA Research, MoRTH సహకారంతో: నెలవారీ రిటైల్ నివేదిక (రిటైల్ సంఖ్యలు, Vahan ఎగుమతి కాదు)',
    },
  },
};
