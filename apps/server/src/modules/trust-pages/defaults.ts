import type { TrustPageInput, TrustPageSection, TrustPageSlug } from '@app/contract';

/** What /shariah and /risk say until staff edit them (and after a fresh install without seeds). */
export const TRUST_PAGE_DEFAULTS: Record<TrustPageSlug, Required<TrustPageInput>> = {
  shariah: {
    title: 'How our investments follow Shariah',
    intro:
      'Every plan is a Mudarabah partnership: you provide the capital, a partner farmer provides the work and skill, and the profit of each farming cycle is shared between you. No interest is charged or paid at any point.',
    sections: [
      {
        title: 'A Mudarabah partnership',
        body: 'In a Mudarabah one partner (the rabb al-mal, you) provides the money and the other (the mudarib, our partner farmer working with our field team) manages the work. Your money buys real animals, feed and veterinary care for a defined cycle; it is never lent to anyone.\n\nEach investment funds a named cycle in one of our clusters, and you can follow that cycle through dated updates and photos in your portfolio.',
      },
      {
        title: 'Profit and loss sharing',
        body: 'When the animals are sold at the end of a cycle, the direct costs (feed, veterinary care, transport and market fees) are taken from the sale proceeds. What remains is the net profit, and it is shared 50/50 between the investors and the farmer.\n\nThe expected profit shown on a plan is the investors\u2019 half, estimated from previous cycles and current prices. It is an estimate, not a promise: the actual profit of every closed cycle is published on our track record.',
      },
      {
        title: 'What happens in a loss',
        body: 'If a cycle makes a loss, the loss is borne by the capital, in proportion to each investor\u2019s units, as Shariah requires of a genuine partnership. The farmer loses the value of their labour and receives no share.\n\nThe one exception is negligence or misconduct by the manager: a mudarib who breaks the terms of the partnership carries the loss they caused. We insure herds where cover is available and vaccinate every animal to keep losses rare.',
      },
      {
        title: 'No interest, no guaranteed return',
        body: '- We never pay or charge interest (riba), and no return is fixed in advance.\n- Your money is invested only in halal livestock and farming; never in alcohol, tobacco, pork or interest-bearing deposits.\n- Money waiting to be invested is kept in a non-interest-bearing account.\n- Late payments by buyers are never charged interest.',
      },
      {
        title: 'Oversight',
        body: 'The box at the foot of this page names the independent Shariah adviser who certified our plans, with their certificate, or says plainly that no certificate has been issued yet. If anything about a plan is unclear to you, ask us before investing: our team will explain it, in English or Bangla.',
      },
    ],
  },
  risk: {
    title: 'The risks, in plain words',
    intro:
      'Investing in livestock is not a savings account. Your capital is at risk and you could get back less than you put in. Please read this page before you invest, and only invest money you can leave for the whole cycle.',
    sections: [
      {
        title: 'You can lose money',
        body: 'A cycle can make a loss, and in a Shariah-compliant partnership that loss is borne by the capital. The expected profit on a plan is an estimate from past cycles, not a promise. Our track record shows every closed cycle, including the ones that did worse than projected.',
      },
      {
        title: 'Animals get ill and die',
        body: 'Disease, heat and floods can kill animals despite vaccination and veterinary care. Mortality lowers the number of animals sold and so the profit of the cycle. We report mortality in every cycle update.',
      },
      {
        title: 'Prices move',
        body: 'Feed prices and the prices buyers pay for meat, milk and live animals go up and down, sometimes sharply (for example around Eid). A cycle that costs more to feed or sells for less makes less profit.',
      },
      {
        title: 'Currency and country risk',
        body: 'Your investment is in pounds, but the farms buy and sell in Bangladeshi taka. A weaker taka can reduce the value of returns in pounds. Political events, strikes and changes in Bangladeshi law can disrupt a cycle or delay payments.',
      },
      {
        title: 'Your money is tied up',
        body: 'You cannot usually withdraw an investment before its cycle ends. Payouts can take up to 30 days after a cycle closes, and a delayed sale delays them further.',
      },
      {
        title: 'No regulator or compensation scheme',
        body: '- Our plans are not regulated by the Financial Conduct Authority.\n- They are not covered by the Financial Services Compensation Scheme or the Financial Ombudsman Service.\n- If the business failed, you could lose your whole investment.',
      },
      {
        title: 'How to invest sensibly',
        body: 'Spread your money rather than putting everything into one cycle, never invest money you may need at short notice, and take independent financial advice if you are unsure whether this is right for you.',
      },
    ],
  },
};

/** Their Bengali (issue 50, in the words of docs/glossary.md), until staff edit it. */
export const TRUST_PAGE_DEFAULTS_BN: Record<TrustPageSlug, { title: string; intro: string; sections: TrustPageSection[] }> = {
  shariah: {
    title: 'আমাদের বিনিয়োগ কীভাবে শরিয়াহ মেনে চলে',
    intro:
      'প্রতিটি পরিকল্পনা একটি মুদারাবা অংশীদারি: আপনি দেন মূলধন, একজন অংশীদার কৃষক দেন শ্রম ও দক্ষতা, আর প্রতিটি খামার চক্রের লাভ আপনাদের মধ্যে ভাগ হয়। কোনো পর্যায়েই সুদ নেওয়া বা দেওয়া হয় না।',
    sections: [
      {
        title: 'মুদারাবা অংশীদারি',
        body: 'মুদারাবায় এক অংশীদার (রাব্বুল মাল, অর্থাৎ আপনি) অর্থ দেন, আর অন্যজন (মুদারিব, আমাদের মাঠ দলের সঙ্গে কাজ করা অংশীদার কৃষক) কাজ পরিচালনা করেন। আপনার অর্থে একটি নির্দিষ্ট চক্রের জন্য সত্যিকারের পশু, খাবার ও পশুচিকিৎসা কেনা হয়; এই অর্থ কখনো কাউকে ধার দেওয়া হয় না।\n\nপ্রতিটি বিনিয়োগ আমাদের কোনো একটি ক্লাস্টারের নির্দিষ্ট একটি চক্রে যায়, আর আপনার পোর্টফোলিওতে তারিখসহ খবর ও ছবিতে আপনি সেই চক্রের খোঁজ রাখতে পারেন।',
      },
      {
        title: 'লাভ ও লোকসানের ভাগ',
        body: 'চক্র শেষে পশু বিক্রি হলে বিক্রির টাকা থেকে সরাসরি খরচ (খাবার, পশুচিকিৎসা, পরিবহন ও বাজারের মাশুল) বাদ দেওয়া হয়। যা থাকে সেটাই নিট লাভ, আর তা বিনিয়োগকারী ও কৃষকের মধ্যে ৫০/৫০ ভাগ হয়।\n\nপরিকল্পনায় দেখানো প্রত্যাশিত লাভ হলো বিনিয়োগকারীদের অর্ধেক, আগের চক্র আর বর্তমান দাম দেখে অনুমান করা। এটি অনুমান, প্রতিশ্রুতি নয়: প্রতিটি বন্ধ হওয়া চক্রের আসল লাভ আমাদের অতীত ফলাফলের পাতায় প্রকাশ করা হয়।',
      },
      {
        title: 'লোকসান হলে কী হয়',
        body: 'কোনো চক্রে লোকসান হলে তা মূলধনের ওপর পড়ে, প্রত্যেক বিনিয়োগকারীর ইউনিটের অনুপাতে, যেমনটা সত্যিকারের অংশীদারিতে শরিয়াহ চায়। কৃষক হারান তাঁর শ্রমের মূল্য, কোনো অংশ পান না।\n\nএকমাত্র ব্যতিক্রম হলো ব্যবস্থাপকের অবহেলা বা অসদাচরণ: যে মুদারিব অংশীদারির শর্ত ভাঙেন, তাঁর কারণে হওয়া লোকসান তিনিই বহন করেন। লোকসান যেন কম হয়, সে জন্য যেখানে বিমা পাওয়া যায় সেখানে আমরা পশুর বিমা করি এবং প্রতিটি পশুকে টিকা দিই।',
      },
      {
        title: 'সুদ নেই, নিশ্চিত আয়ও নেই',
        body: '- আমরা কখনো সুদ (রিবা) দিই না বা নিই না, আর কোনো আয় আগে থেকে ঠিক করা থাকে না।\n- আপনার অর্থ শুধু হালাল গবাদিপশু ও কৃষিতে বিনিয়োগ হয়; কখনো মদ, তামাক, শূকর বা সুদের আমানতে নয়।\n- বিনিয়োগের অপেক্ষায় থাকা অর্থ সুদবিহীন অ্যাকাউন্টে রাখা হয়।\n- ক্রেতা দেরিতে টাকা দিলেও তাঁর কাছ থেকে কখনো সুদ নেওয়া হয় না।',
      },
      {
        title: 'তদারকি',
        body: 'এই পাতার নিচের বাক্সে থাকে আমাদের পরিকল্পনাগুলোকে সনদ দেওয়া স্বাধীন শরিয়াহ উপদেষ্টার নাম ও তাঁর সনদ, অথবা স্পষ্ট করে লেখা থাকে যে এখনো কোনো সনদ দেওয়া হয়নি। কোনো পরিকল্পনার কিছু অস্পষ্ট মনে হলে বিনিয়োগের আগে আমাদের জিজ্ঞেস করুন: আমাদের দল বাংলা বা ইংরেজিতে বুঝিয়ে বলবে।',
      },
    ],
  },
  risk: {
    title: 'ঝুঁকিগুলো, সহজ ভাষায়',
    intro:
      'গবাদিপশুতে বিনিয়োগ কোনো সঞ্চয়ী হিসাব নয়। আপনার মূলধন ঝুঁকিতে আছে, আর যা দিয়েছেন তার চেয়ে কম ফেরত পেতে পারেন। বিনিয়োগের আগে এই পাতাটি পড়ুন, আর শুধু সেই অর্থই বিনিয়োগ করুন যা পুরো চক্রের জন্য রেখে দিতে পারবেন।',
    sections: [
      {
        title: 'আপনি অর্থ হারাতে পারেন',
        body: 'কোনো চক্রে লোকসান হতে পারে, আর শরিয়াহসম্মত অংশীদারিতে সেই লোকসান মূলধনের ওপর পড়ে। পরিকল্পনার প্রত্যাশিত লাভ আগের চক্রগুলো থেকে করা অনুমান, প্রতিশ্রুতি নয়। আমাদের অতীত ফলাফলে প্রতিটি বন্ধ হওয়া চক্র দেখানো আছে, অনুমানের চেয়ে খারাপ হওয়াগুলোও।',
      },
      {
        title: 'পশু অসুস্থ হয়, মারা যায়',
        body: 'টিকা ও পশুচিকিৎসা সত্ত্বেও রোগ, গরম আর বন্যায় পশু মারা যেতে পারে। পশু মারা গেলে বিক্রির সংখ্যা কমে, ফলে চক্রের লাভও কমে। প্রতিটি চক্রের খবরে আমরা মৃত্যুর হিসাব জানাই।',
      },
      {
        title: 'দাম ওঠানামা করে',
        body: 'খাবারের দাম আর মাংস, দুধ ও জীবন্ত পশুর জন্য ক্রেতারা যে দাম দেন, তা ওঠানামা করে, কখনো খুব বেশি (যেমন ঈদের আশপাশে)। যে চক্রে খাওয়ানোর খরচ বেশি বা বিক্রির দাম কম, সেখানে লাভ কম হয়।',
      },
      {
        title: 'মুদ্রা ও দেশের ঝুঁকি',
        body: 'আপনার বিনিয়োগ পাউন্ডে, কিন্তু খামারগুলো কেনাবেচা করে বাংলাদেশি টাকায়। টাকার মান কমলে পাউন্ডে আপনার আয়ের মূল্য কমে যেতে পারে। রাজনৈতিক ঘটনা, হরতাল আর বাংলাদেশের আইনের পরিবর্তনে চক্র ব্যাহত হতে বা অর্থ প্রদানে দেরি হতে পারে।',
      },
      {
        title: 'আপনার অর্থ আটকে থাকে',
        body: 'সাধারণত চক্র শেষ হওয়ার আগে বিনিয়োগ তুলে নেওয়া যায় না। চক্র বন্ধ হওয়ার পর অর্থ প্রদানে ৩০ দিন পর্যন্ত লাগতে পারে, আর বিক্রি দেরি হলে আরও দেরি হয়।',
      },
      {
        title: 'কোনো নিয়ন্ত্রক বা ক্ষতিপূরণ প্রকল্প নেই',
        body: '- আমাদের পরিকল্পনাগুলো যুক্তরাজ্যের ফিন্যান্সিয়াল কন্ডাক্ট অথরিটির (FCA) নিয়ন্ত্রণে নয়।\n- এগুলো ফিন্যান্সিয়াল সার্ভিসেস কমপেনসেশন স্কিম বা ফিন্যান্সিয়াল ওমবাডসম্যান সার্ভিসের আওতায় পড়ে না।\n- ব্যবসাটি ব্যর্থ হলে আপনি পুরো বিনিয়োগ হারাতে পারেন।',
      },
      {
        title: 'বুঝেশুনে বিনিয়োগ করবেন কীভাবে',
        body: 'সব অর্থ একটি চক্রে না দিয়ে ভাগ করে দিন, হঠাৎ দরকার হতে পারে এমন অর্থ কখনো বিনিয়োগ করবেন না, আর এটি আপনার জন্য ঠিক কি না নিশ্চিত না হলে স্বাধীন আর্থিক পরামর্শ নিন।',
      },
    ],
  },
};
