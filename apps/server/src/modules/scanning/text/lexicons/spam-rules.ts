import type { TokenRule } from '../token-rules';

const SPAM = 'text-spam';

/**
 * Advertising and scam phrases. One classic phrase is a hint (20–45); pharmacy, scam and
 * "double your bitcoin" phrases are clear on their own (60+). Links, repetition, shouting and
 * mass mentions are measured separately (spam-signals.ts) and add up with these.
 */
export const SPAM_RULES: readonly TokenRule[] = [
  // Clear on their own.
  {
    pattern: 'viagra|cialis|levitra|kamagra|tadalafil|sildenafil|xanax|oxycodone|tramadol',
    weights: { [SPAM]: 60 },
  },
  {
    pattern: 'double|triple your money|bitcoin|btc|crypto|investment|eth|income',
    weights: { [SPAM]: 65 },
  },
  {
    pattern:
      'bitcoin|crypto|btc|eth|usdt giveaway|airdrop|doubler|investment_platform|mining_platform',
    weights: { [SPAM]: 60 },
  },
  {
    pattern: 'guaranteed profit|profits|returns|income|results|weight_loss',
    weights: { [SPAM]: 50 },
  },
  { pattern: 'you have won|been_selected', weights: { [SPAM]: 50 } },
  { pattern: 'claim your prize|reward|gift|bonus|winnings|free', weights: { [SPAM]: 55 } },
  {
    pattern: 'spell caster|spellcaster|love_spell|lost_lover|bring_back_your_ex',
    weights: { [SPAM]: 65 },
  },
  {
    pattern: 'recover|recovery ~2 lost|stolen|scammed funds|crypto|bitcoin|money',
    weights: { [SPAM]: 50 },
  },
  {
    pattern: 'fund|funds|crypto|asset recovery|recovery_expert|recovery_hacker',
    weights: { [SPAM]: 55 },
  },
  {
    pattern: 'hacker|hackers ~3 whatsapp|telegram|contact|email|recover|helped|hire',
    weights: { [SPAM]: 45 },
  },
  { pattern: 'hire ?a hacker', weights: { [SPAM]: 55 } },
  {
    pattern:
      'make|earn|making|earning ?real ?easy money|cash|dollars|income ~3 fast|online|from_home|quickly|daily|weekly|every_day|per_day|per_week|per_month|a_day|a_week|a_month',
    weights: { [SPAM]: 55 },
  },
  { pattern: 'work|working|job from home|home_online', weights: { [SPAM]: 25 } },
  { pattern: 'payday|quick|instant|fast loan|loans|cash', weights: { [SPAM]: 50 } },
  { pattern: 'no credit check|checks', weights: { [SPAM]: 45 } },
  { pattern: 'replica watches|bags|handbags|rolex|designer', weights: { [SPAM]: 60 } },
  {
    pattern:
      'cheap|buy|free followers|likes|views|subscribers|instagram_followers|tiktok_followers|reviews',
    weights: { [SPAM]: 55 },
  },
  { pattern: 'seo services|expert|agency|optimization|ranking', weights: { [SPAM]: 45 } },
  {
    pattern: 'backlinks|backlink|guest_posting|guest_post_service|link_building',
    weights: { [SPAM]: 45 },
  },
  {
    pattern: 'online|best|free|new casino|casinos|slots|betting|poker|spins',
    weights: { [SPAM]: 50 },
  },
  { pattern: 'free spins|bets|chips', weights: { [SPAM]: 50 } },
  { pattern: 'forex|binary trading|signals|options|account_manager', weights: { [SPAM]: 50 } },
  { pattern: 'lose weight|pounds|kg|lbs fast|quickly|without|in', weights: { [SPAM]: 45 } },
  { pattern: 'weight loss pills|supplement|supplements|secret|miracle', weights: { [SPAM]: 50 } },
  { pattern: 'miracle cure|pill|pills|supplement', weights: { [SPAM]: 45 } },
  {
    pattern: 'meet|find ?hot|sexy|lonely|local singles|girls|women',
    weights: { [SPAM]: 55, 'text-sexual': 40 },
  },
  { pattern: 'adult dating|friend_finder', weights: { [SPAM]: 55, 'text-sexual': 40 } },

  // Calls to action and self-promotion: hints.
  {
    pattern: 'buy|order|shop|call|act|sign_up|register|join|apply|download now|today',
    weights: { [SPAM]: 35 },
  },
  { pattern: 'buy|order|get cheap|discount|discounted|generic|wholesale', weights: { [SPAM]: 35 } },
  {
    pattern: 'click here|below|the_link|this_link|my_link|link_in_bio|on_the_link|on_my_link|now',
    weights: { [SPAM]: 35 },
  },
  { pattern: 'limited time|offer|deal|only', weights: { [SPAM]: 35 } },
  {
    pattern:
      'special|exclusive|best|amazing|huge|unbeatable offer|offers|deal|deals|discount|discounts|promotion|prices|price',
    weights: { [SPAM]: 25 },
  },
  { pattern: 'discount|promo|coupon|referral|voucher code|codes', weights: { [SPAM]: 30 } },
  {
    pattern: '100 ~1 free|guaranteed|legit|legitimate|genuine|satisfaction|natural|working|safe',
    weights: { [SPAM]: 35 },
  },
  {
    pattern:
      'risk free|no_risk|free_trial|free_gift|free_money|free_cash|free_iphone|free_robux|free_vbucks',
    weights: { [SPAM]: 40 },
  },
  { pattern: 'dont|do_not miss out|this', weights: { [SPAM]: 20 } },
  { pattern: 'while supplies last|stocks_last', weights: { [SPAM]: 35 } },
  { pattern: 'hurry up|now', weights: { [SPAM]: 20 } },
  {
    pattern:
      'visit|check|checkout|check_out my|our|this ~1 website|site|page|profile|channel|blog|store|shop|bio|link|onlyfans|fansly|insta|instagram|tiktok|youtube|twitch|stream|content|videos|pics|photos',
    weights: { [SPAM]: 40 },
  },
  { pattern: 'check this|it out', weights: { [SPAM]: 20 } },
  {
    pattern:
      'visit|check|checkout|check_out|go_to|click|at|on|here|see|via|join|buy|order|from ~1 weblink',
    weights: { [SPAM]: 30 },
  },
  { pattern: 'link in bio|my_bio|my_profile|description|comments', weights: { [SPAM]: 35 } },
  {
    pattern:
      'free porn|sex|xxx|videos|movies|download|downloads|streaming|cams|webcams|chat|to_watch|to_join|to_play|to_download',
    weights: { [SPAM]: 40 },
  },
  {
    pattern:
      'no signup|sign_up|registration|credit_card|card_needed|strings_attached|download_needed',
    weights: { [SPAM]: 30 },
  },
  {
    pattern: 'casino|casinos|slots|betting|poker|bet bonus|bonuses|jackpot|jackpots|promo|freebet',
    weights: { [SPAM]: 50 },
  },
  {
    pattern: 'recovery hacker|hackers|expert|experts|specialist|agent|company',
    weights: { [SPAM]: 55 },
  },
  {
    pattern:
      'got|get|recovered|recover my|your|our|all funds|money|crypto|bitcoin|btc|savings back',
    weights: { [SPAM]: 45 },
  },
  { pattern: 'sub|follow|like|subscribe back|4_back|for_sub|for_follow', weights: { [SPAM]: 40 } },
  { pattern: 'cam|webcam|live girls|babes|models', weights: { [SPAM]: 40, 'text-sexual': 55 } },
  { pattern: 'subscribe to my|our channel', weights: { [SPAM]: 40 } },
  { pattern: 'follow me on|for|back|and|@', weights: { [SPAM]: 35 } },
  { pattern: 'follow|like|sub|subscribe for|4 follow|like|sub|subscribe', weights: { [SPAM]: 45 } },
  { pattern: 'f4f|l4l|sub4sub|follow4follow|like4like', weights: { [SPAM]: 50 } },
  {
    pattern:
      'dm|message|contact|text|inbox|whatsapp|telegram ?me ~1 on|via|at whatsapp|telegram|signal|wickr|kik',
    weights: { [SPAM]: 45 },
  },
  {
    pattern: 'dm|inbox me for|to ~1 details|info|more|price|prices|business|collab|promotion|promo',
    weights: { [SPAM]: 40 },
  },
  { pattern: 'whatsapp|telegram', weights: { [SPAM]: 15 } },
  {
    pattern:
      'nice|great|awesome|good|informative|wonderful|excellent post|article|blog|write_up|content ~5 visit|check|see|read|my|our',
    weights: { [SPAM]: 40 },
  },
  { pattern: 'thanks|thank_you for sharing ~3 visit|check|my|our', weights: { [SPAM]: 40 } },
  {
    pattern:
      'very informative|helpful_article|great_share|nice_sharing|keep_it_up|keep_sharing|keep_posting',
    weights: { [SPAM]: 20 },
  },
  {
    pattern:
      'i|we found|recommend ~2 this|a website|site|platform|app|company ~3 that|which|who helped|help',
    weights: { [SPAM]: 35 },
  },
  { pattern: 'unsubscribe|opt_out|terms_apply', weights: { [SPAM]: 25 } },
];
