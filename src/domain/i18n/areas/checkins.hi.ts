/** Hindi of checkins.en.ts; not yet reviewed by anyone outside the team; written November 2026. */
import type { checkinsEn } from './checkins.en.ts';
import type { Translated } from '../translated.ts';

export const checkinsHi: Translated<typeof checkinsEn> = {
  checkins: {
    anonymous: 'एक ड्राइवर',
    outcomes: {
      charged: 'चार्ज हो गया',
      could_not_charge: 'चार्ज नहीं हो पाया',
      waited: 'इंतज़ार करना पड़ा / भीड़ थी',
      not_found: 'स्टेशन नहीं मिला',
    },
    reportKinds: {
      wrong_location: 'लोकेशन गलत है',
      wrong_connectors: 'कनेक्टर गलत हैं',
      closed: 'हमेशा के लिए बंद',
      duplicate: 'किसी दूसरे स्टेशन की डुप्लीकेट लिस्टिंग',
    },
    validation: {
      outcome: 'बताएँ कि स्टेशन पर क्या हुआ।',
      connector: 'लिस्ट में से कनेक्टर चुनें।',
      kw: 'जो पावर दिखी वह डालें, 0.5 से 400 kW के बीच।',
      price: 'जो कीमत चुकाई वह डालें, ₹0 से ₹100 प्रति kWh के बीच।',
      comment: 'कमेंट 280 अक्षरों तक का सादा टेक्स्ट ही रखें।',
      onlyWhenCharged: 'पावर और कीमत तभी डालें जब चार्जिंग हुई हो।',
      reportKind: 'बताएँ कि स्टेशन में क्या गलत है।',
      note: 'नोट 280 अक्षरों तक का सादा टेक्स्ट ही रखें।',
      cursor: 'चेक-इन की यह लिस्ट पुरानी हो गई है। कृपया पेज दोबारा लोड करें।',
      limit: 'एक बार में 1 से 50 चेक-इन ही माँगें।',
      ids: 'ID से 1 से 100 स्टेशन ही माँगें।',
    },
    errors: {
      stationNotFound: 'यह स्टेशन हमें नहीं मिला। हो सकता है इसे हटा दिया गया हो।',
      banned: 'अब आप चेक-इन या शिकायत नहीं भेज सकते। अगर आपको लगता है कि यह गलती है, तो हमें लिखें।',
      sameStation_one: 'आपने अभी-अभी यहाँ चेक-इन किया है। इस स्टेशन पर आप {{count}} मिनट बाद फिर से चेक-इन कर सकते हैं।',
      sameStation_other: 'आपने अभी-अभी यहाँ चेक-इन किया है। इस स्टेशन पर आप {{count}} मिनट बाद फिर से चेक-इन कर सकते हैं।',
      checkInsPerDay: 'आज के {{max}} चेक-इन पूरे हो गए हैं। कृपया कल फिर कोशिश करें।',
      reportsPerDay: 'आज की {{max}} शिकायतें पूरी हो गई हैं। कृपया कल फिर कोशिश करें।',
      perAddress: 'आपके नेटवर्क से बहुत ज़्यादा चेक-इन और शिकायतें आई हैं। कृपया थोड़ी देर बाद कोशिश करें।',
      favouritesFull: 'आप ज़्यादा से ज़्यादा {{max}} स्टेशन सेव कर सकते हैं। नया सेव करने के लिए कोई एक हटाएँ।',
    },
    account: {
      wrongMobile: 'इसी अकाउंट का मोबाइल नंबर डालें।',
    },
  },
};
