/**
* | output |
* | --- |
* | "English" |
*
* @param {Shell_Language_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_language_name: ((inputs?: Shell_Language_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Language_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Français" |
*
* @param {Shell_Language_Switch_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_language_switch_label: ((inputs?: Shell_Language_Switch_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Language_Switch_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Voir cette page en français" |
*
* @param {Shell_Language_Switch_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_language_switch_hint: ((inputs?: Shell_Language_Switch_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Language_Switch_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cart, empty" |
*
* @param {Shell_Cart_Label_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_label_empty: ((inputs?: Shell_Cart_Label_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Label_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Cart, {count} item" |
* | "other" | "Cart, {count} items" |
*
* @param {Shell_Cart_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_label: ((inputs: Shell_Cart_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop" |
*
* @param {Shell_Footer_ShopInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_shop: ((inputs?: Shell_Footer_ShopInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_ShopInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Help" |
*
* @param {Shell_Footer_HelpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_help: ((inputs?: Shell_Footer_HelpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_HelpInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "FAQ" |
*
* @param {Shell_Footer_FaqInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_faq: ((inputs?: Shell_Footer_FaqInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_FaqInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Shell_Footer_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_contact: ((inputs?: Shell_Footer_ContactInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_ContactInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Fabric swatches" |
*
* @param {Shell_Footer_SwatchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_swatches: ((inputs?: Shell_Footer_SwatchesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_SwatchesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Fabric & Cover Replacements" |
*
* @param {Shell_Footer_Cover_KitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_cover_kit: ((inputs?: Shell_Footer_Cover_KitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Cover_KitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Shell_Footer_CompanyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_company: ((inputs?: Shell_Footer_CompanyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_CompanyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our approach" |
*
* @param {Shell_Footer_Our_ApproachInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_our_approach: ((inputs?: Shell_Footer_Our_ApproachInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Our_ApproachInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our agreements" |
*
* @param {Shell_Footer_AgreementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_agreements: ((inputs?: Shell_Footer_AgreementsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_AgreementsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Careers" |
*
* @param {Shell_Footer_CareersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_careers: ((inputs?: Shell_Footer_CareersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_CareersInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "(external site)" |
*
* @param {Shell_Footer_External_SiteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_external_site: ((inputs?: Shell_Footer_External_SiteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_External_SiteInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Shell_Footer_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_your_account: ((inputs?: Shell_Footer_Your_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Your_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Shell_Footer_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_my_account: ((inputs?: Shell_Footer_My_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_My_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Create an account" |
*
* @param {Shell_Footer_Create_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_create_account: ((inputs?: Shell_Footer_Create_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Create_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Shell_Footer_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_sign_in: ((inputs?: Shell_Footer_Sign_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Sign_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Policies" |
*
* @param {Shell_Footer_PoliciesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_policies: ((inputs?: Shell_Footer_PoliciesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_PoliciesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy policy" |
*
* @param {Shell_Footer_PrivacyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_privacy: ((inputs?: Shell_Footer_PrivacyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_PrivacyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Terms of use" |
*
* @param {Shell_Footer_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_terms: ((inputs?: Shell_Footer_TermsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_TermsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Liquidation sale policy" |
*
* @param {Shell_Footer_Liquidation_PolicyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_liquidation_policy: ((inputs?: Shell_Footer_Liquidation_PolicyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Liquidation_PolicyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "© 2025 Pivot Furniture Inc. All prices in Canadian dollars." |
*
* @param {Shell_Footer_CopyrightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_copyright: ((inputs?: Shell_Footer_CopyrightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_CopyrightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot on social media" |
*
* @param {Shell_Footer_SocialInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_social: ((inputs?: Shell_Footer_SocialInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_SocialInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Shell_Footer_LanguageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_language: ((inputs?: Shell_Footer_LanguageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_LanguageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot Furniture home" |
*
* @param {Shell_Header_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_header_home: ((inputs?: Shell_Header_HomeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Header_HomeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Shell_Menu_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_title: ((inputs?: Shell_Menu_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Shell_Menu_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_close: ((inputs?: Shell_Menu_CloseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_CloseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Main menu" |
*
* @param {Shell_Menu_MainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_main: ((inputs?: Shell_Menu_MainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_MainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Shell_Menu_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_my_account: ((inputs?: Shell_Menu_My_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_My_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in or create account" |
*
* @param {Shell_Menu_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_sign_in: ((inputs?: Shell_Menu_Sign_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_Sign_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "FAQ" |
*
* @param {Shell_Menu_FaqInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_faq: ((inputs?: Shell_Menu_FaqInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_FaqInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Shell_Menu_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_contact: ((inputs?: Shell_Menu_ContactInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_ContactInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign Out" |
*
* @param {Shell_Menu_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_sign_out: ((inputs?: Shell_Menu_Sign_OutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_Sign_OutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go back to Main Menu" |
*
* @param {Shell_Menu_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_back: ((inputs?: Shell_Menu_BackInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_BackInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "All {category}" |
*
* @param {Shell_Menu_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_all: ((inputs: Shell_Menu_AllInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_AllInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "85% Off" |
*
* @param {Shell_Sale_BadgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_sale_badge: ((inputs?: Shell_Sale_BadgeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Sale_BadgeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot" |
*
* @param {Shell_BrandInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_brand: ((inputs?: Shell_BrandInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_BrandInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Hi, {name}" |
*
* @param {Shell_Account_GreetingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_account_greeting: ((inputs: Shell_Account_GreetingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Account_GreetingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Shell_Account_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_account_my_account: ((inputs?: Shell_Account_My_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Account_My_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Shell_Account_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_account_sign_in: ((inputs?: Shell_Account_Sign_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Account_Sign_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Added to your cart" |
*
* @param {Shell_Cart_Popup_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_added: ((inputs?: Shell_Cart_Popup_AddedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_AddedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Not added to your cart" |
*
* @param {Shell_Cart_Popup_Not_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_not_added: ((inputs?: Shell_Cart_Popup_Not_AddedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_Not_AddedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cart cleared" |
*
* @param {Shell_Cart_Popup_ClearedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_cleared: ((inputs?: Shell_Cart_Popup_ClearedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_ClearedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your cart and return cart are now empty." |
*
* @param {Shell_Cart_Popup_Cleared_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_cleared_text: ((inputs?: Shell_Cart_Popup_Cleared_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_Cleared_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "There was an error adding this to your cart. Please try again or contact support." |
*
* @param {Shell_Cart_Popup_Add_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_add_error: ((inputs?: Shell_Cart_Popup_Add_ErrorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_Add_ErrorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}." |
*
* @param {Shell_Cart_Popup_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_item: ((inputs: Shell_Cart_Popup_ItemInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_ItemInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You have {count} item in your cart." |
* | "other" | "You have {count} items in your cart." |
*
* @param {Shell_Cart_Popup_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_count: ((inputs: Shell_Cart_Popup_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "View Cart" |
*
* @param {Shell_Cart_Popup_View_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_view_cart: ((inputs?: Shell_Cart_Popup_View_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_View_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Checkout" |
*
* @param {Shell_Cart_Popup_CheckoutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_checkout: ((inputs?: Shell_Cart_Popup_CheckoutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_CheckoutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop by category" |
*
* @param {Shell_Category_Menu_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_category_menu_label: ((inputs?: Shell_Category_Menu_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Category_Menu_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final liquidation sale: 85% off everything." |
*
* @param {Shell_Liquidation_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_liquidation_title: ((inputs?: Shell_Liquidation_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Liquidation_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup only, from our warehouse in Mississauga, Ontario." |
*
* @param {Shell_Liquidation_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_liquidation_pickup: ((inputs?: Shell_Liquidation_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Liquidation_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Read the sale policy" |
*
* @param {Shell_Liquidation_Policy_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_liquidation_policy_link: ((inputs?: Shell_Liquidation_Policy_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Liquidation_Policy_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose your location" |
*
* @param {Shell_Location_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_title: ((inputs?: Shell_Location_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "During our final liquidation sale every order is served from our {city} depot, so there is no city to choose." |
*
* @param {Shell_Location_Pinned_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned_city: ((inputs: Shell_Location_Pinned_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_Pinned_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "During our final liquidation sale every order is served from one depot." |
*
* @param {Shell_Location_PinnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned: ((inputs?: Shell_Location_PinnedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_PinnedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop from {city}" |
*
* @param {Shell_Location_Shop_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_shop_from: ((inputs: Shell_Location_Shop_FromInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_Shop_FromInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Shell_Location_ContinueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_continue: ((inputs?: Shell_Location_ContinueInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_ContinueInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prices and availability are those of the {city}, {province} depot. Sale items are picked up at our warehouse; see the liquidation sale policy for details." |
*
* @param {Shell_Location_Pinned_Prices_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned_prices_city: ((inputs: Shell_Location_Pinned_Prices_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_Pinned_Prices_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prices and availability are those of the default depot. Sale items are picked up at our warehouse; see the liquidation sale policy for details." |
*
* @param {Shell_Location_Pinned_Prices_DefaultInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned_prices_default: ((inputs?: Shell_Location_Pinned_Prices_DefaultInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_Pinned_Prices_DefaultInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We deliver to 15 cities across Canada. Prices, availability and delivery fees depend on yours." |
*
* @param {Shell_Location_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_description: ((inputs?: Shell_Location_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You are shopping in {city}, {province}." |
*
* @param {Shell_Location_CurrentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_current: ((inputs: Shell_Location_CurrentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_CurrentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Select City" |
*
* @param {Shell_Location_Select_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_select_city: ((inputs?: Shell_Location_Select_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_Select_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Location:" |
*
* @param {Shell_Location_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_button: ((inputs?: Shell_Location_ButtonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_ButtonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We can't find the page you're looking for" |
*
* @param {Shell_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_title: ((inputs?: Shell_Not_Found_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Not_Found_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Shell_Not_Found_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_page_title: ((inputs?: Shell_Not_Found_Page_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Not_Found_Page_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The link may be old or mistyped. Pick a room below, or head back to the home page to keep shopping." |
*
* @param {Shell_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_text: ((inputs?: Shell_Not_Found_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Not_Found_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rooms to shop" |
*
* @param {Shell_Not_Found_RoomsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_rooms: ((inputs?: Shell_Not_Found_RoomsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Not_Found_RoomsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Shell_Home_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_home_link: ((inputs?: Shell_Home_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Home_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "85% off all furniture" |
*
* @param {Shell_Promo_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_promo_sale: ((inputs?: Shell_Promo_SaleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Promo_SaleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Proudly made in Canada" |
*
* @param {Shell_Promo_Made_In_CanadaInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_promo_made_in_canada: ((inputs?: Shell_Promo_Made_In_CanadaInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Promo_Made_In_CanadaInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered and assembled by our own crew" |
*
* @param {Shell_Promo_Own_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_promo_own_crew: ((inputs?: Shell_Promo_Own_CrewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Promo_Own_CrewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Billing Information Update Required! Click Here to Update." |
*
* @param {Shell_Billing_AlertInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_billing_alert: ((inputs?: Shell_Billing_AlertInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Billing_AlertInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Popular categories" |
*
* @param {Shell_Quick_Links_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_links_label: ((inputs?: Shell_Quick_Links_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_Links_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sofas" |
*
* @param {Shell_Quick_SofasInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_sofas: ((inputs?: Shell_Quick_SofasInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_SofasInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sectionals" |
*
* @param {Shell_Quick_SectionalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_sectionals: ((inputs?: Shell_Quick_SectionalsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_SectionalsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Lounge Chairs" |
*
* @param {Shell_Quick_Lounge_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_lounge_chairs: ((inputs?: Shell_Quick_Lounge_ChairsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_Lounge_ChairsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loveseats" |
*
* @param {Shell_Quick_LoveseatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_loveseats: ((inputs?: Shell_Quick_LoveseatsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_LoveseatsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Coffee Tables" |
*
* @param {Shell_Quick_Coffee_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_coffee_tables: ((inputs?: Shell_Quick_Coffee_TablesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_Coffee_TablesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "End Tables" |
*
* @param {Shell_Quick_End_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_end_tables: ((inputs?: Shell_Quick_End_TablesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_End_TablesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Dining Tables" |
*
* @param {Shell_Quick_Dining_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_dining_tables: ((inputs?: Shell_Quick_Dining_TablesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_Dining_TablesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Dining Chairs" |
*
* @param {Shell_Quick_Dining_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_dining_chairs: ((inputs?: Shell_Quick_Dining_ChairsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_Dining_ChairsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Beds" |
*
* @param {Shell_Quick_BedsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_beds: ((inputs?: Shell_Quick_BedsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_BedsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Shell_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_search: ((inputs?: Shell_SearchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_SearchInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Close search" |
*
* @param {Shell_Search_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_search_close: ((inputs?: Shell_Search_CloseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Search_CloseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Press Enter to see results." |
*
* @param {Shell_Search_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_search_hint: ((inputs?: Shell_Search_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Search_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Shell_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_title: ((inputs?: Shell_Error_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Error_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We're sorry for the trouble. We've been notified of the error and will correct it as soon as possible. Please try your request again in a moment." |
*
* @param {Shell_Error_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_text: ((inputs?: Shell_Error_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Error_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We're sorry for the trouble. Please try your request again in a moment. If it keeps happening, contact us and tell us what you were doing." |
*
* @param {Shell_Error_Text_UnreportedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_text_unreported: ((inputs?: Shell_Error_Text_UnreportedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Error_Text_UnreportedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Shell_Error_RetryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_retry: ((inputs?: Shell_Error_RetryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Error_RetryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Shell_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_skip_to_content: ((inputs?: Shell_Skip_To_ContentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Skip_To_ContentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Shell_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back: ((inputs?: Shell_BackInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_BackInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to Address" |
*
* @param {Shell_Back_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back_address: ((inputs?: Shell_Back_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Back_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to My Products" |
*
* @param {Shell_Back_My_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back_my_products: ((inputs?: Shell_Back_My_ProductsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Back_My_ProductsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to My Account" |
*
* @param {Shell_Back_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back_my_account: ((inputs?: Shell_Back_My_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Back_My_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Browser not supported" |
*
* @param {Shell_Unsupported_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_page_title: ((inputs?: Shell_Unsupported_Page_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Unsupported_Page_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Please update your browser" |
*
* @param {Shell_Unsupported_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_heading: ((inputs?: Shell_Unsupported_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Unsupported_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We apologize our site does not support your browser." |
*
* @param {Shell_Unsupported_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_text: ((inputs?: Shell_Unsupported_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Unsupported_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our store uses features that older browsers do not have. Any of these free browsers, kept up to date, works well on computers, phones and tablets:" |
*
* @param {Shell_Unsupported_FeaturesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_features: ((inputs?: Shell_Unsupported_FeaturesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Unsupported_FeaturesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If you would rather shop by phone, our customer care team can help at" |
*
* @param {Shell_Unsupported_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_phone: ((inputs?: Shell_Unsupported_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Unsupported_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Version" |
*
* @param {Shell_Version_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_version_title: ((inputs?: Shell_Version_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Version_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Release" |
*
* @param {Shell_Version_ReleaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_version_release: ((inputs?: Shell_Version_ReleaseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Version_ReleaseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Alberta" |
*
* @param {Shell_Province_AbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_ab: ((inputs?: Shell_Province_AbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_AbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "British Columbia" |
*
* @param {Shell_Province_BcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_bc: ((inputs?: Shell_Province_BcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_BcInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Manitoba" |
*
* @param {Shell_Province_MbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_mb: ((inputs?: Shell_Province_MbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_MbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New Brunswick" |
*
* @param {Shell_Province_NbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nb: ((inputs?: Shell_Province_NbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_NbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Newfoundland and Labrador" |
*
* @param {Shell_Province_NlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nl: ((inputs?: Shell_Province_NlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_NlInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nova Scotia" |
*
* @param {Shell_Province_NsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_ns: ((inputs?: Shell_Province_NsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_NsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Northwest Territories" |
*
* @param {Shell_Province_NtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nt: ((inputs?: Shell_Province_NtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_NtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nunavut" |
*
* @param {Shell_Province_NuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nu: ((inputs?: Shell_Province_NuInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_NuInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ontario" |
*
* @param {Shell_Province_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_on: ((inputs?: Shell_Province_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prince Edward Island" |
*
* @param {Shell_Province_PeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_pe: ((inputs?: Shell_Province_PeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_PeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quebec" |
*
* @param {Shell_Province_QcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_qc: ((inputs?: Shell_Province_QcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_QcInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saskatchewan" |
*
* @param {Shell_Province_SkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_sk: ((inputs?: Shell_Province_SkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_SkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yukon" |
*
* @param {Shell_Province_YtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_yt: ((inputs?: Shell_Province_YtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_YtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Ui_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_close: ((inputs?: Ui_CloseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_CloseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Ui_DismissInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_dismiss: ((inputs?: Ui_DismissInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_DismissInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Ui_NotificationsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_notifications: ((inputs?: Ui_NotificationsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_NotificationsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Notification" |
*
* @param {Ui_NotificationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_notification: ((inputs?: Ui_NotificationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_NotificationInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading" |
*
* @param {Ui_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_loading: ((inputs?: Ui_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading please wait..." |
*
* @param {Ui_Loading_WaitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_loading_wait: ((inputs?: Ui_Loading_WaitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Loading_WaitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "On this page" |
*
* @param {Ui_On_This_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_on_this_page: ((inputs?: Ui_On_This_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_On_This_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Ui_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_breadcrumb: ((inputs?: Ui_BreadcrumbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_BreadcrumbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pages" |
*
* @param {Ui_PagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_pages: ((inputs?: Ui_PagesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_PagesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Previous page" |
*
* @param {Ui_Previous_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_previous_page: ((inputs?: Ui_Previous_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Previous_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Ui_PreviousInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_previous: ((inputs?: Ui_PreviousInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_PreviousInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Next page" |
*
* @param {Ui_Next_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_next_page: ((inputs?: Ui_Next_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Next_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Next" |
*
* @param {Ui_NextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_next: ((inputs?: Ui_NextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_NextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Ui_Page_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_page_number: ((inputs: Ui_Page_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Page_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Ui_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_try_again: ((inputs?: Ui_Try_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Try_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Previous image" |
*
* @param {Ui_Previous_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_previous_image: ((inputs?: Ui_Previous_ImageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Previous_ImageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Next image" |
*
* @param {Ui_Next_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_next_image: ((inputs?: Ui_Next_ImageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Next_ImageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Ui_Password_ShowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_password_show: ((inputs?: Ui_Password_ShowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Password_ShowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Hide" |
*
* @param {Ui_Password_HideInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_password_hide: ((inputs?: Ui_Password_HideInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Password_HideInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "password" |
*
* @param {Ui_Password_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_password_subject: ((inputs?: Ui_Password_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Password_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale" |
*
* @param {Ui_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_final_sale: ((inputs?: Ui_Final_SaleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Final_SaleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "or from" |
*
* @param {Ui_Or_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_or_from: ((inputs?: Ui_Or_FromInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Or_FromInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "More pictures" |
*
* @param {Ui_Gallery_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_gallery_more: ((inputs?: Ui_Gallery_MoreInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Gallery_MoreInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "View {name} full screen" |
*
* @param {Ui_Gallery_Full_ScreenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_gallery_full_screen: ((inputs: Ui_Gallery_Full_ScreenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Gallery_Full_ScreenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "View picture {number} of {total}: {name}" |
*
* @param {Ui_Gallery_PictureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_gallery_picture: ((inputs: Ui_Gallery_PictureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Gallery_PictureInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Play promotions" |
*
* @param {Ui_Promo_PlayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_promo_play: ((inputs?: Ui_Promo_PlayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Promo_PlayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pause promotions" |
*
* @param {Ui_Promo_PauseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_promo_pause: ((inputs?: Ui_Promo_PauseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Promo_PauseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{rating} out of 5 stars" |
*
* @param {Ui_RatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_rating: ((inputs: Ui_RatingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_RatingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} star" |
* | "other" | "{count} stars" |
*
* @param {Ui_StarsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_stars: ((inputs: Ui_StarsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_StarsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} review" |
* | "other" | "{count} reviews" |
*
* @param {Ui_ReviewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_reviews: ((inputs: Ui_ReviewsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_ReviewsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Search furniture" |
*
* @param {Ui_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_search_label: ((inputs?: Ui_Search_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Search_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sofas, oak, velvet…" |
*
* @param {Ui_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_search_placeholder: ((inputs?: Ui_Search_PlaceholderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Search_PlaceholderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Show results" |
*
* @param {Ui_Search_SubmitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_search_submit: ((inputs?: Ui_Search_SubmitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Search_SubmitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Unavailable" |
*
* @param {Ui_UnavailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_unavailable: ((inputs?: Ui_UnavailableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_UnavailableInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New delivery address" |
*
* @param {Ui_Address_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_label: ((inputs?: Ui_Address_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "First name" |
*
* @param {Ui_Address_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_first_name: ((inputs?: Ui_Address_First_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_First_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Last name" |
*
* @param {Ui_Address_Last_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_last_name: ((inputs?: Ui_Address_Last_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Last_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Ui_Address_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_phone: ((inputs?: Ui_Address_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "For the delivery crew" |
*
* @param {Ui_Address_Phone_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_phone_hint: ((inputs?: Ui_Address_Phone_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Phone_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Street address" |
*
* @param {Ui_Address_StreetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_street: ((inputs?: Ui_Address_StreetInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_StreetInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Unit" |
*
* @param {Ui_Address_UnitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_unit: ((inputs?: Ui_Address_UnitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_UnitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "City" |
*
* @param {Ui_Address_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_city: ((inputs?: Ui_Address_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Province" |
*
* @param {Ui_Address_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_province: ((inputs?: Ui_Address_ProvinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_ProvinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a province" |
*
* @param {Ui_Address_Province_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_province_placeholder: ((inputs?: Ui_Address_Province_PlaceholderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Province_PlaceholderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Ui_Address_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_postal_code: ((inputs?: Ui_Address_Postal_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Postal_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Like A1A 1A1" |
*
* @param {Ui_Address_Postal_Code_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_postal_code_hint: ((inputs?: Ui_Address_Postal_Code_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Postal_Code_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Building type" |
*
* @param {Ui_Address_Building_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_building_type: ((inputs?: Ui_Address_Building_TypeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Building_TypeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose one" |
*
* @param {Ui_Address_Choose_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_choose_one: ((inputs?: Ui_Address_Choose_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Choose_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "House" |
*
* @param {Ui_Address_HouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_house: ((inputs?: Ui_Address_HouseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_HouseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Apartment" |
*
* @param {Ui_Address_ApartmentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_apartment: ((inputs?: Ui_Address_ApartmentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_ApartmentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Condo" |
*
* @param {Ui_Address_CondoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_condo: ((inputs?: Ui_Address_CondoInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_CondoInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Townhouse" |
*
* @param {Ui_Address_TownhouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_townhouse: ((inputs?: Ui_Address_TownhouseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_TownhouseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Office" |
*
* @param {Ui_Address_OfficeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_office: ((inputs?: Ui_Address_OfficeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_OfficeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Floor" |
*
* @param {Ui_Address_FloorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_floor: ((inputs?: Ui_Address_FloorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_FloorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buzzer" |
*
* @param {Ui_Address_BuzzerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_buzzer: ((inputs?: Ui_Address_BuzzerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_BuzzerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Receiving hours" |
*
* @param {Ui_Address_Receiving_HoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_receiving_hours: ((inputs?: Ui_Address_Receiving_HoursInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Receiving_HoursInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "When someone can let the crew in" |
*
* @param {Ui_Address_Receiving_Hours_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_receiving_hours_hint: ((inputs?: Ui_Address_Receiving_Hours_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Receiving_Hours_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Elevator access" |
*
* @param {Ui_Address_ElevatorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_elevator: ((inputs?: Ui_Address_ElevatorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_ElevatorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading dock door" |
*
* @param {Ui_Address_Dock_DoorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_dock_door: ((inputs?: Ui_Address_Dock_DoorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Dock_DoorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Make this my main address" |
*
* @param {Ui_Address_PrimaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_primary: ((inputs?: Ui_Address_PrimaryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_PrimaryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery instructions" |
*
* @param {Ui_Address_InstructionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_instructions: ((inputs?: Ui_Address_InstructionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_InstructionsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saving the address" |
*
* @param {Ui_Address_SavingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_saving: ((inputs?: Ui_Address_SavingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_SavingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card goes straight to our payment processor; we never see or keep its number." |
*
* @param {Ui_Card_ProcessorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_processor: ((inputs?: Ui_Card_ProcessorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_ProcessorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Name on card" |
*
* @param {Ui_Card_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_name: ((inputs?: Ui_Card_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Card number" |
*
* @param {Ui_Card_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_number: ((inputs?: Ui_Card_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Expiry (MM/YY)" |
*
* @param {Ui_Card_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_expiry: ((inputs?: Ui_Card_ExpiryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_ExpiryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "MM/YY" |
*
* @param {Ui_Card_Expiry_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_expiry_placeholder: ((inputs?: Ui_Card_Expiry_PlaceholderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_Expiry_PlaceholderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Security code" |
*
* @param {Ui_Card_Security_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_security_code: ((inputs?: Ui_Card_Security_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_Security_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Checkout" |
*
* @param {Cart_CheckoutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_checkout: ((inputs?: Cart_CheckoutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_CheckoutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose your city first" |
*
* @param {Cart_Blocked_No_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_no_city: ((inputs?: Cart_Blocked_No_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Blocked_No_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Checking prices before checkout…" |
*
* @param {Cart_Blocked_UpdatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_updating: ((inputs?: Cart_Blocked_UpdatingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Blocked_UpdatingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not price your cart: try again first" |
*
* @param {Cart_Blocked_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_failed: ((inputs?: Cart_Blocked_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Blocked_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Remove the items that can't be ordered first" |
*
* @param {Cart_Blocked_Line_ErrorsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_line_errors: ((inputs?: Cart_Blocked_Line_ErrorsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Blocked_Line_ErrorsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your cart" |
*
* @param {Cart_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_page_title: ((inputs?: Cart_Page_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Page_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Cart_DismissInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_dismiss: ((inputs?: Cart_DismissInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_DismissInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not read your saved cart, so it was emptied. Please add your items again." |
*
* @param {Cart_Discarded_NoticeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_discarded_notice: ((inputs?: Cart_Discarded_NoticeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Discarded_NoticeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale: this price buys the piece outright — no subscription, pickup only." |
*
* @param {Cart_Liquidation_PurchaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_liquidation_purchase: ((inputs?: Cart_Liquidation_PurchaseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Liquidation_PurchaseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the city we deliver to, so we can price your cart with its delivery fee and taxes." |
*
* @param {Cart_City_Reason_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_city_reason_cart: ((inputs?: Cart_City_Reason_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_City_Reason_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your cart is empty" |
*
* @param {Cart_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_empty_title: ((inputs?: Cart_Empty_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Empty_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Browse furniture" |
*
* @param {Cart_Browse_FurnitureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_browse_furniture: ((inputs?: Cart_Browse_FurnitureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Browse_FurnitureInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add furniture from any product page, and it will wait for you here." |
*
* @param {Cart_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_empty_text: ((inputs?: Cart_Empty_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Empty_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add assembly" |
*
* @param {Cart_Add_AssemblyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_add_assembly: ((inputs?: Cart_Add_AssemblyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Add_AssemblyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our crew assembles your furniture on delivery for {price}." |
*
* @param {Cart_Assembly_Hint_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_assembly_hint_price: ((inputs: Cart_Assembly_Hint_PriceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Assembly_Hint_PriceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our crew assembles your furniture on delivery." |
*
* @param {Cart_Assembly_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_assembly_hint: ((inputs?: Cart_Assembly_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Assembly_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Updating prices…" |
*
* @param {Cart_Updating_PricesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_updating_prices: ((inputs?: Cart_Updating_PricesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Updating_PricesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not price your cart" |
*
* @param {Cart_Quote_Failed_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_failed_cart: ((inputs?: Cart_Quote_Failed_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Quote_Failed_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not price your cart. Check your connection and try again." |
*
* @param {Cart_Quote_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_error: ((inputs?: Cart_Quote_ErrorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Quote_ErrorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery date chosen: {date}" |
*
* @param {Cart_Delivery_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_delivery_chosen: ((inputs: Cart_Delivery_ChosenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Delivery_ChosenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Share cart" |
*
* @param {Cart_Share_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_cart: ((inputs?: Cart_Share_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Empty cart" |
*
* @param {Cart_Empty_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_empty_cart: ((inputs?: Cart_Empty_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Empty_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items in your cart" |
*
* @param {Cart_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_lines_label: ((inputs?: Cart_Lines_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Lines_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{option}: {value}" |
*
* @param {Cart_Line_OptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_line_option: ((inputs: Cart_Line_OptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Line_OptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PivotCare damage cover" |
*
* @param {Cart_Pivotcare_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pivotcare_label: ((inputs?: Cart_Pivotcare_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Pivotcare_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PivotCare damage cover +{price}" |
*
* @param {Cart_Pivotcare_Label_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pivotcare_label_price: ((inputs: Cart_Pivotcare_Label_PriceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Pivotcare_Label_PriceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Covers accidental damage while the piece is with you." |
*
* @param {Cart_Pivotcare_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pivotcare_hint: ((inputs?: Cart_Pivotcare_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Pivotcare_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale: no returns or exchanges." |
*
* @param {Cart_Line_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_line_final_sale: ((inputs?: Cart_Line_Final_SaleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Line_Final_SaleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quantity" |
*
* @param {Cart_QuantityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quantity: ((inputs?: Cart_QuantityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_QuantityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quantity {quantity}" |
*
* @param {Cart_Quantity_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quantity_count: ((inputs: Cart_Quantity_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Quantity_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Cart_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_remove: ((inputs?: Cart_RemoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_RemoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Cart_Remove_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_remove_line: ((inputs: Cart_Remove_LineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Remove_LineInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly subscription" |
*
* @param {Cart_Way_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_subscription: ((inputs?: Cart_Way_SubscriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_SubscriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly financing" |
*
* @param {Cart_Way_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_financing: ((inputs?: Cart_Way_FinancingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_FinancingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rental" |
*
* @param {Cart_Way_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_rental: ((inputs?: Cart_Way_RentalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_RentalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buy" |
*
* @param {Cart_Way_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_buy: ((inputs?: Cart_Way_BuyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_BuyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale, monthly" |
*
* @param {Cart_Way_Final_Sale_MonthlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_final_sale_monthly: ((inputs?: Cart_Way_Final_Sale_MonthlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_Final_Sale_MonthlyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale" |
*
* @param {Cart_Way_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_final_sale: ((inputs?: Cart_Way_Final_SaleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_Final_SaleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{way}, {months}-month minimum" |
*
* @param {Cart_Way_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_minimum: ((inputs: Cart_Way_MinimumInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_MinimumInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{way}, {months} months" |
*
* @param {Cart_Way_MonthsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_months: ((inputs: Cart_Way_MonthsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_MonthsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{payments} monthly payments of {amount} · total {total}" |
*
* @param {Cart_Terms_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_terms_financing: ((inputs: Cart_Terms_FinancingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Terms_FinancingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yours after {payments} payments" |
*
* @param {Cart_Terms_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_terms_subscription: ((inputs: Cart_Terms_SubscriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Terms_SubscriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Billed monthly until you return it" |
*
* @param {Cart_Terms_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_terms_rental: ((inputs?: Cart_Terms_RentalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Terms_RentalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order summary" |
*
* @param {Cart_Summary_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_summary_title: ((inputs?: Cart_Summary_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Summary_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Due today" |
*
* @param {Cart_Due_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_due_today: ((inputs?: Cart_Due_TodayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Due_TodayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Then monthly" |
*
* @param {Cart_Then_MonthlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_then_monthly: ((inputs?: Cart_Then_MonthlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Then_MonthlyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Purchases" |
*
* @param {Cart_Row_PurchasesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_purchases: ((inputs?: Cart_Row_PurchasesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_PurchasesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "First month of monthly items" |
*
* @param {Cart_Row_First_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_first_month: ((inputs?: Cart_Row_First_MonthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_First_MonthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup at the warehouse" |
*
* @param {Cart_Row_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_pickup: ((inputs?: Cart_Row_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Free" |
*
* @param {Cart_Row_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_free: ((inputs?: Cart_Row_FreeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_FreeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Cart_Row_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_delivery: ((inputs?: Cart_Row_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Assembly" |
*
* @param {Cart_Row_AssemblyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_assembly: ((inputs?: Cart_Row_AssemblyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_AssemblyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Account credit" |
*
* @param {Cart_Row_Account_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_account_credit: ((inputs?: Cart_Row_Account_CreditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_Account_CreditInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Total due today" |
*
* @param {Cart_Row_Total_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_total_today: ((inputs?: Cart_Row_Total_TodayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_Total_TodayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly items" |
*
* @param {Cart_Row_Monthly_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_monthly_items: ((inputs?: Cart_Row_Monthly_ItemsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_Monthly_ItemsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Each month" |
*
* @param {Cart_Row_Each_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_each_month: ((inputs?: Cart_Row_Each_MonthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_Each_MonthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "GST" |
*
* @param {Cart_Tax_GstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_gst: ((inputs?: Cart_Tax_GstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Tax_GstInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "HST" |
*
* @param {Cart_Tax_HstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_hst: ((inputs?: Cart_Tax_HstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Tax_HstInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "QST" |
*
* @param {Cart_Tax_QstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_qst: ((inputs?: Cart_Tax_QstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Tax_QstInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PST" |
*
* @param {Cart_Tax_PstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_pst: ((inputs?: Cart_Tax_PstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Tax_PstInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "RST" |
*
* @param {Cart_Tax_RstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_rst: ((inputs?: Cart_Tax_RstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Tax_RstInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{tax} {percent}%" |
*
* @param {Cart_Tax_RateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_rate: ((inputs: Cart_Tax_RateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Tax_RateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup only, at Pivot warehouse, {address}. Every day, 10 am to 5 pm (Toronto time). You choose your pickup day at checkout." |
*
* @param {Cart_Pickup_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pickup_note: ((inputs: Cart_Pickup_NoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Pickup_NoteInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Estimated delivery: {from} to {to}" |
*
* @param {Cart_Estimated_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_estimated_delivery: ((inputs: Cart_Estimated_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Estimated_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale items" |
*
* @param {Cart_Final_Sale_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_final_sale_title: ((inputs?: Cart_Final_Sale_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Final_Sale_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Some items are final sale: they cannot be returned or exchanged." |
*
* @param {Cart_Final_Sale_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_final_sale_text: ((inputs?: Cart_Final_Sale_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Final_Sale_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} was in your cart on a monthly plan (subscription, financing or rental). The liquidation sale sells every piece outright, so it is now a purchase at th..." |
*
* @param {Cart_Sale_Notice_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_sale_notice_one: ((inputs: Cart_Sale_Notice_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Sale_Notice_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{names} were in your cart on a monthly plan (subscription, financing or rental). The liquidation sale sells every piece outright, so they are now a purchase ..." |
*
* @param {Cart_Sale_Notice_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_sale_notice_other: ((inputs: Cart_Sale_Notice_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Sale_Notice_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "An item" |
*
* @param {Cart_Sale_Notice_An_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_sale_notice_an_item: ((inputs?: Cart_Sale_Notice_An_ItemInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Sale_Notice_An_ItemInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{first} and {last}" |
*
* @param {Cart_List_AndInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_list_and: ((inputs: Cart_List_AndInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_List_AndInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This page didn't load" |
*
* @param {Cart_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_error_title: ((inputs?: Cart_Error_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Error_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not reach the store. Check your connection, then try again." |
*
* @param {Cart_Error_NetworkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_error_network: ((inputs?: Cart_Error_NetworkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Error_NetworkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We're sorry for the trouble. Please try again in a moment." |
*
* @param {Cart_Error_GeneralInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_error_general: ((inputs?: Cart_Error_GeneralInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Error_GeneralInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Cart_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_try_again: ((inputs?: Cart_Try_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Try_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Cart_Home_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_home_page: ((inputs?: Cart_Home_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Home_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Priced for our {place} depot. During the liquidation sale every order is picked up there, so the city cannot be changed." |
*
* @param {Cart_City_FixedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_city_fixed: ((inputs: Cart_City_FixedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_City_FixedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your city" |
*
* @param {Cart_Your_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_your_city: ((inputs?: Cart_Your_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Your_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prices, availability, delivery fees and taxes are those of this city." |
*
* @param {Cart_Your_City_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_your_city_hint: ((inputs?: Cart_Your_City_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Your_City_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose your location" |
*
* @param {Cart_Choose_LocationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_choose_location: ((inputs?: Cart_Choose_LocationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Choose_LocationInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Select City" |
*
* @param {Cart_Select_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_select_city: ((inputs?: Cart_Select_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Select_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading cities…" |
*
* @param {Cart_Loading_CitiesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_loading_cities: ((inputs?: Cart_Loading_CitiesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Loading_CitiesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load the list of cities." |
*
* @param {Cart_Cities_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_cities_failed: ((inputs?: Cart_Cities_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Cities_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Packages" |
*
* @param {Cart_PackagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages: ((inputs?: Cart_PackagesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_PackagesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pieces of the {name}" |
*
* @param {Cart_Package_PicturesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_pictures: ((inputs: Cart_Package_PicturesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Package_PicturesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "In this package: {count} piece" |
* | "other" | "In this package: {count} pieces" |
*
* @param {Cart_Package_Pieces_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_pieces_heading: ((inputs: Cart_Package_Pieces_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Package_Pieces_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items in the package" |
*
* @param {Cart_Package_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_lines_label: ((inputs?: Cart_Package_Lines_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Package_Lines_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "One piece is no longer sold and is left out." |
*
* @param {Cart_Package_Missing_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_missing_one: ((inputs?: Cart_Package_Missing_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Package_Missing_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{count} pieces are no longer sold and are left out." |
*
* @param {Cart_Package_Missing_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_missing_other: ((inputs: Cart_Package_Missing_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Package_Missing_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not price this package" |
*
* @param {Cart_Quote_Failed_PackageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_failed_package: ((inputs?: Cart_Quote_Failed_PackageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Quote_Failed_PackageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add package to cart" |
*
* @param {Cart_Add_PackageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_add_package: ((inputs?: Cart_Add_PackageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Add_PackageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rooms we put together for you: pieces that go together, added to your cart in one step." |
*
* @param {Cart_Packages_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_intro: ((inputs?: Cart_Packages_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Packages_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No packages right now" |
*
* @param {Cart_Packages_None_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_none_title: ((inputs?: Cart_Packages_None_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Packages_None_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Check back soon, or shop piece by piece." |
*
* @param {Cart_Packages_None_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_none_text: ((inputs?: Cart_Packages_None_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Packages_None_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "All packages" |
*
* @param {Cart_Packages_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_all: ((inputs?: Cart_Packages_AllInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Packages_AllInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} pieces · {description}" |
* | "other" | "{count} pieces · {description}" |
*
* @param {Cart_Package_Tile_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_tile_note: ((inputs: Cart_Package_Tile_NoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Package_Tile_NoteInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Share your cart" |
*
* @param {Cart_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_title: ((inputs?: Cart_Share_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the city we deliver to before you share your cart." |
*
* @param {Cart_Share_City_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_city_reason: ((inputs?: Cart_Share_City_ReasonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_City_ReasonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add furniture to your cart, then come back to share it." |
*
* @param {Cart_Share_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_empty_text: ((inputs?: Cart_Share_Empty_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_Empty_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Make a link to this cart to open it on another device or send it to someone. The link keeps the items as they are now; prices are worked out for whoever open..." |
*
* @param {Cart_Share_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_intro: ((inputs?: Cart_Share_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items in the cart you are sharing" |
*
* @param {Cart_Share_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_lines_label: ((inputs?: Cart_Share_Lines_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_Lines_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Link to your cart" |
*
* @param {Cart_Share_Link_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_link_label: ((inputs?: Cart_Share_Link_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_Link_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Anyone with this link can see these items until {date}." |
*
* @param {Cart_Share_Link_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_link_hint: ((inputs: Cart_Share_Link_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_Link_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Cart_Share_CopyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_copy: ((inputs?: Cart_Share_CopyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_CopyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Open the link" |
*
* @param {Cart_Share_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_open: ((inputs?: Cart_Share_OpenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_OpenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Link copied." |
*
* @param {Cart_Share_CopiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_copied: ((inputs?: Cart_Share_CopiedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_CopiedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your browser would not copy it: the link is selected, copy it from there." |
*
* @param {Cart_Share_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_copy_failed: ((inputs?: Cart_Share_Copy_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_Copy_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The link was not made" |
*
* @param {Cart_Share_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_failed_title: ((inputs?: Cart_Share_Failed_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_Failed_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We're sorry: the link could not be made. Please try again in a moment." |
*
* @param {Cart_Share_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_failed: ((inputs?: Cart_Share_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Create link" |
*
* @param {Cart_Share_CreateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_create: ((inputs?: Cart_Share_CreateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_CreateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to your cart" |
*
* @param {Cart_Back_To_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_back_to_cart: ((inputs?: Cart_Back_To_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Back_To_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shared cart" |
*
* @param {Cart_Shared_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_title: ((inputs?: Cart_Shared_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shared cart not found" |
*
* @param {Cart_Shared_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_not_found_title: ((inputs?: Cart_Shared_Not_Found_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Not_Found_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This shared cart link has expired or does not exist" |
*
* @param {Cart_Shared_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_expired: ((inputs?: Cart_Shared_ExpiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_ExpiredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to your cart" |
*
* @param {Cart_Go_To_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_go_to_cart: ((inputs?: Cart_Go_To_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Go_To_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shared cart links work for 90 days. Ask for a new link, or find the pieces in our catalogue." |
*
* @param {Cart_Shared_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_expired_text: ((inputs?: Cart_Shared_Expired_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Expired_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Someone shared this item with you. Add it to your cart to order, or to keep shopping with it." |
*
* @param {Cart_Shared_With_You_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_with_you_one: ((inputs?: Cart_Shared_With_You_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_With_You_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Someone shared these {count} items with you. Add them to your cart to order, or to keep shopping with them." |
*
* @param {Cart_Shared_With_You_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_with_you_other: ((inputs: Cart_Shared_With_You_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_With_You_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Your cart now holds the {count} item of the shared cart." |
* | "other" | "Your cart now holds the {count} items of the shared cart." |
*
* @param {Cart_Shared_Loaded_ReplaceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_loaded_replace: ((inputs: Cart_Shared_Loaded_ReplaceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Loaded_ReplaceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Added the shared items to your cart: {added} new, {increased} already there (quantity raised)." |
*
* @param {Cart_Shared_Loaded_IncreasedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_loaded_increased: ((inputs: Cart_Shared_Loaded_IncreasedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Loaded_IncreasedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Added {count} shared line to your cart." |
* | "other" | "Added {count} shared lines to your cart." |
*
* @param {Cart_Shared_Loaded_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_loaded_added: ((inputs: Cart_Shared_Loaded_AddedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Loaded_AddedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quantities are held at 20 per item." |
*
* @param {Cart_Shared_CappedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_capped: ((inputs?: Cart_Shared_CappedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_CappedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} left out: a cart holds at most 50 different items." |
* | "other" | "{count} left out: a cart holds at most 50 different items." |
*
* @param {Cart_Shared_SkippedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_skipped: ((inputs: Cart_Shared_SkippedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_SkippedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "There was an error adding this to your cart. Please try again or contact support." |
*
* @param {Cart_Shared_Add_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_add_error: ((inputs?: Cart_Shared_Add_ErrorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Add_ErrorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the city we deliver to, so we can show this cart's prices for you." |
*
* @param {Cart_Shared_City_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_city_reason: ((inputs?: Cart_Shared_City_ReasonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_City_ReasonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "One item is no longer sold and will not be added." |
*
* @param {Cart_Shared_Unavailable_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_unavailable_one: ((inputs?: Cart_Shared_Unavailable_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Unavailable_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{count} items are no longer sold and will not be added." |
*
* @param {Cart_Shared_Unavailable_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_unavailable_other: ((inputs: Cart_Shared_Unavailable_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Unavailable_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items in the shared cart" |
*
* @param {Cart_Shared_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_lines_label: ((inputs?: Cart_Shared_Lines_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Lines_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not price these items" |
*
* @param {Cart_Quote_Failed_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_failed_items: ((inputs?: Cart_Quote_Failed_ItemsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Quote_Failed_ItemsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "None of these items are sold any more." |
*
* @param {Cart_Shared_None_SoldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_none_sold: ((inputs?: Cart_Shared_None_SoldInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_None_SoldInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add to my cart" |
*
* @param {Cart_Add_To_My_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_add_to_my_cart: ((inputs?: Cart_Add_To_My_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Add_To_My_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your cart already has an item. Add these to it, or replace it with them?" |
*
* @param {Cart_Shared_Own_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_own_one: ((inputs?: Cart_Shared_Own_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Own_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your cart already has {count} items. Add these to it, or replace it with them?" |
*
* @param {Cart_Shared_Own_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_own_other: ((inputs: Cart_Shared_Own_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Own_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Replace my cart" |
*
* @param {Cart_Replace_My_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_replace_my_cart: ((inputs?: Cart_Replace_My_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Replace_My_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No longer sold: it will not be added." |
*
* @param {Cart_Snapshot_No_Longer_SoldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_snapshot_no_longer_sold: ((inputs?: Cart_Snapshot_No_Longer_SoldInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Snapshot_No_Longer_SoldInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Price for your city" |
*
* @param {Cart_Price_For_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_price_for_city: ((inputs?: Cart_Price_For_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Price_For_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} added to your cart." |
*
* @param {Cart_Added_NamedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_added_named: ((inputs: Cart_Added_NamedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Added_NamedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Added to your cart." |
*
* @param {Cart_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_added: ((inputs?: Cart_AddedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_AddedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup only, at Pivot warehouse, {address}. Every day, 10 am to 5 pm (Toronto time)." |
*
* @param {Cart_Product_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_product_pickup: ((inputs: Cart_Product_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Product_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Catalog_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home: ((inputs?: Catalog_HomeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_HomeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Catalog_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_try_again: ((inputs?: Catalog_Try_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Try_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Catalog_Go_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_go_home: ((inputs?: Catalog_Go_HomeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Go_HomeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to the home page" |
*
* @param {Catalog_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_back_home: ((inputs?: Catalog_Back_HomeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Back_HomeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose one" |
*
* @param {Catalog_Choose_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_choose_one: ((inputs?: Catalog_Choose_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Choose_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This page didn't load" |
*
* @param {Catalog_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_title: ((inputs?: Catalog_Error_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not reach the store. Check your connection, then try again." |
*
* @param {Catalog_Error_NetworkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_network: ((inputs?: Catalog_Error_NetworkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_NetworkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We're sorry for the trouble. Please try again in a moment." |
*
* @param {Catalog_Error_GenericInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_generic: ((inputs?: Catalog_Error_GenericInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_GenericInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This category is no longer available" |
*
* @param {Catalog_Category_GoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_gone: ((inputs?: Catalog_Category_GoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_GoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}, page {page}" |
*
* @param {Catalog_Category_Title_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_title_page: ((inputs: Catalog_Category_Title_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_Title_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop {name} at {site}." |
*
* @param {Catalog_Category_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_description: ((inputs: Catalog_Category_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop {name} by type" |
*
* @param {Catalog_Category_By_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_by_type: ((inputs: Catalog_Category_By_TypeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_By_TypeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} products" |
*
* @param {Catalog_Category_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_products: ((inputs: Catalog_Category_ProductsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_ProductsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "There are no {name} here right now" |
*
* @param {Catalog_Category_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_empty_title: ((inputs: Catalog_Category_Empty_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_Empty_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See all {name}" |
*
* @param {Catalog_Category_See_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_see_all: ((inputs: Catalog_Category_See_AllInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_See_AllInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New pieces arrive every week. Check back soon, or try a nearby category." |
*
* @param {Catalog_Category_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_empty_text: ((inputs?: Catalog_Category_Empty_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_Empty_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{site}: furniture for every Canadian home" |
*
* @param {Catalog_Home_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_title: ((inputs: Catalog_Home_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Better-than-new furniture for Canadian homes: subscribe monthly, finance, rent or buy outright, delivered and assembled in 15 cities." |
*
* @param {Catalog_Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_description: ((inputs?: Catalog_Home_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Proudly made in Canada" |
*
* @param {Catalog_Home_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_eyebrow: ((inputs?: Catalog_Home_EyebrowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_EyebrowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Furniture for every Canadian home" |
*
* @param {Catalog_Home_Hero_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_hero_title: ((inputs?: Catalog_Home_Hero_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_Hero_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribe monthly, finance, rent or buy better-than-new furniture, delivered and assembled by our own crew in fifteen cities from Vancouver to St. John's." |
*
* @param {Catalog_Home_Hero_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_hero_lead: ((inputs?: Catalog_Home_Hero_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_Hero_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} in a furnished room" |
*
* @param {Catalog_Home_Hero_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_hero_alt: ((inputs: Catalog_Home_Hero_AltInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_Hero_AltInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop {name}" |
*
* @param {Catalog_Shop_CategoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_shop_category: ((inputs: Catalog_Shop_CategoryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Shop_CategoryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order free swatches" |
*
* @param {Catalog_Order_Free_SwatchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_order_free_swatches: ((inputs?: Catalog_Order_Free_SwatchesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Order_Free_SwatchesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Featured furniture" |
*
* @param {Catalog_Home_FeaturedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_featured: ((inputs?: Catalog_Home_FeaturedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_FeaturedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop by room" |
*
* @param {Catalog_Shop_By_RoomInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_shop_by_room: ((inputs?: Catalog_Shop_By_RoomInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Shop_By_RoomInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Real homes, real Canadians" |
*
* @param {Catalog_Home_GalleryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_gallery: ((inputs?: Catalog_Home_GalleryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_GalleryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our furniture at home across the country. #LivePivot" |
*
* @param {Catalog_Home_Gallery_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_gallery_text: ((inputs?: Catalog_Home_Gallery_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_Gallery_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A customer’s room" |
*
* @param {Catalog_Home_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_photo_alt: ((inputs?: Catalog_Home_Photo_AltInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_Photo_AltInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your city" |
*
* @param {Catalog_Your_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_your_city: ((inputs?: Catalog_Your_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Your_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale" |
*
* @param {Catalog_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_final_sale: ((inputs?: Catalog_Final_SaleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Final_SaleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How would you like to pay?" |
*
* @param {Catalog_Way_To_Pay_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_way_to_pay_label: ((inputs?: Catalog_Way_To_Pay_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Way_To_Pay_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This piece is sold as is at a final-sale price. Final-sale purchases can't be returned, exchanged or swapped." |
*
* @param {Catalog_Final_Sale_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_final_sale_text: ((inputs?: Catalog_Final_Sale_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Final_Sale_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add to cart" |
*
* @param {Catalog_Add_To_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_add_to_cart: ((inputs?: Catalog_Add_To_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Add_To_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ", {term}-month minimum" |
*
* @param {Catalog_Price_Term_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_term_minimum: ((inputs: Catalog_Price_Term_MinimumInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Price_Term_MinimumInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "· or" |
*
* @param {Catalog_Price_OrInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_or: ((inputs?: Catalog_Price_OrInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Price_OrInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "outright" |
*
* @param {Catalog_Price_OutrightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_outright: ((inputs?: Catalog_Price_OutrightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Price_OutrightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "or from" |
*
* @param {Catalog_Price_Or_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_or_from: ((inputs?: Catalog_Price_Or_FromInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Price_Or_FromInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "with {way}" |
*
* @param {Catalog_Price_WithInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_with: ((inputs: Catalog_Price_WithInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Price_WithInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Assembly not offered" |
*
* @param {Catalog_Assembly_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_not_offered: ((inputs?: Catalog_Assembly_Not_OfferedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Assembly_Not_OfferedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ": arrives ready to put together with the tools included." |
*
* @param {Catalog_Assembly_KitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_kit: ((inputs?: Catalog_Assembly_KitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Assembly_KitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Assembly by our delivery crew:" |
*
* @param {Catalog_Assembly_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_fee: ((inputs?: Catalog_Assembly_FeeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Assembly_FeeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Free assembly by our delivery crew" |
*
* @param {Catalog_Assembly_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_free: ((inputs?: Catalog_Assembly_FreeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Assembly_FreeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Overview" |
*
* @param {Catalog_Facts_OverviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_overview: ((inputs?: Catalog_Facts_OverviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Facts_OverviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Catalog_Facts_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_details: ((inputs?: Catalog_Facts_DetailsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Facts_DetailsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Materials" |
*
* @param {Catalog_Facts_MaterialsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_materials: ((inputs?: Catalog_Facts_MaterialsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Facts_MaterialsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Care" |
*
* @param {Catalog_Facts_CareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_care: ((inputs?: Catalog_Facts_CareInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Facts_CareInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "About the {name}" |
*
* @param {Catalog_Facts_AboutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_about: ((inputs: Catalog_Facts_AboutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Facts_AboutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Dimensions" |
*
* @param {Catalog_DimensionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimensions: ((inputs?: Catalog_DimensionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_DimensionsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}, front view with measurements" |
*
* @param {Catalog_Drawing_Front_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_drawing_front_alt: ((inputs: Catalog_Drawing_Front_AltInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Drawing_Front_AltInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}, side view with measurements" |
*
* @param {Catalog_Drawing_Side_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_drawing_side_alt: ((inputs: Catalog_Drawing_Side_AltInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Drawing_Side_AltInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Measurements" |
*
* @param {Catalog_MeasurementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_measurements: ((inputs?: Catalog_MeasurementsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_MeasurementsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Measure" |
*
* @param {Catalog_MeasureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_measure: ((inputs?: Catalog_MeasureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_MeasureInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Metric" |
*
* @param {Catalog_MetricInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_metric: ((inputs?: Catalog_MetricInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_MetricInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Imperial" |
*
* @param {Catalog_ImperialInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_imperial: ((inputs?: Catalog_ImperialInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_ImperialInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You may also like" |
*
* @param {Catalog_SuggestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_suggestions: ((inputs?: Catalog_SuggestionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_SuggestionsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "From" |
*
* @param {Catalog_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_from: ((inputs?: Catalog_FromInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_FromInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry - {name} is currently not available in your location." |
*
* @param {Catalog_Unavailable_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_title: ((inputs: Catalog_Unavailable_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Unavailable_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is not available here" |
*
* @param {Catalog_Unavailable_HeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_head: ((inputs: Catalog_Unavailable_HeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Unavailable_HeadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See other {name}" |
*
* @param {Catalog_Unavailable_See_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_see_other: ((inputs: Catalog_Unavailable_See_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Unavailable_See_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Stock differs from city to city. Choose another city, or browse what we can deliver to you." |
*
* @param {Catalog_Unavailable_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_text: ((inputs?: Catalog_Unavailable_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Unavailable_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Colour" |
*
* @param {Catalog_Listing_ColourInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_colour: ((inputs?: Catalog_Listing_ColourInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_ColourInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No products" |
*
* @param {Catalog_Listing_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_none: ((inputs?: Catalog_Listing_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} product" |
* | "other" | "{count} products" |
*
* @param {Catalog_Listing_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_count: ((inputs: Catalog_Listing_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Showing {first}-{last} of {total} products" |
*
* @param {Catalog_Listing_ShowingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_showing: ((inputs: Catalog_Listing_ShowingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_ShowingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Clear filters" |
*
* @param {Catalog_Clear_FiltersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_clear_filters: ((inputs?: Catalog_Clear_FiltersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Clear_FiltersInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Bestsellers only" |
*
* @param {Catalog_Bestsellers_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_bestsellers_only: ((inputs?: Catalog_Bestsellers_OnlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Bestsellers_OnlyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This page is past the end of the list" |
*
* @param {Catalog_Listing_Past_EndInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_past_end: ((inputs?: Catalog_Listing_Past_EndInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_Past_EndInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to the first page" |
*
* @param {Catalog_Listing_First_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_first_page: ((inputs?: Catalog_Listing_First_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_First_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "There is {count} page of products here." |
* | "other" | "There are {count} pages of products here." |
*
* @param {Catalog_Listing_Page_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_page_count: ((inputs: Catalog_Listing_Page_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_Page_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No products match these filters" |
*
* @param {Catalog_Listing_No_MatchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_no_match: ((inputs?: Catalog_Listing_No_MatchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_No_MatchInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Try fewer colours, or clear the filters to see everything here." |
*
* @param {Catalog_Listing_No_Match_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_no_match_text: ((inputs?: Catalog_Listing_No_Match_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_No_Match_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Products" |
*
* @param {Catalog_Listing_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_products: ((inputs?: Catalog_Listing_ProductsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_ProductsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {Catalog_Sort_ByInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_by: ((inputs?: Catalog_Sort_ByInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Sort_ByInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Featured" |
*
* @param {Catalog_Sort_FeaturedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_featured: ((inputs?: Catalog_Sort_FeaturedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Sort_FeaturedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Price: low to high" |
*
* @param {Catalog_Sort_Price_AscInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_price_asc: ((inputs?: Catalog_Sort_Price_AscInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Sort_Price_AscInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Price: high to low" |
*
* @param {Catalog_Sort_Price_DescInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_price_desc: ((inputs?: Catalog_Sort_Price_DescInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Sort_Price_DescInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Name: A to Z" |
*
* @param {Catalog_Sort_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_name: ((inputs?: Catalog_Sort_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Sort_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Not here" |
*
* @param {Catalog_Option_Not_HereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_option_not_here: ((inputs?: Catalog_Option_Not_HereInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Option_Not_HereInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}, not available in your city" |
*
* @param {Catalog_Option_Unavailable_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_option_unavailable_label: ((inputs: Catalog_Option_Unavailable_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Option_Unavailable_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (not available in your city)" |
*
* @param {Catalog_Option_UnavailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_option_unavailable: ((inputs: Catalog_Option_UnavailableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Option_UnavailableInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Learn more" |
*
* @param {Catalog_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_learn_more: ((inputs?: Catalog_Learn_MoreInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Learn_MoreInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Learn more: {name}" |
*
* @param {Catalog_Learn_More_NamedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_learn_more_named: ((inputs: Catalog_Learn_More_NamedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Learn_More_NamedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Catalog_ReviewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews: ((inputs?: Catalog_ReviewsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_ReviewsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No reviews yet. Customers who have this piece can review it from their account." |
*
* @param {Catalog_Reviews_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_none: ((inputs?: Catalog_Reviews_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} review" |
* | "other" | "{count} reviews" |
*
* @param {Catalog_Reviews_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_count: ((inputs: Catalog_Reviews_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Reviews, newest first" |
*
* @param {Catalog_Reviews_ListInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_list: ((inputs?: Catalog_Reviews_ListInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_ListInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A customer" |
*
* @param {Catalog_Reviews_A_CustomerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_a_customer: ((inputs?: Catalog_Reviews_A_CustomerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_A_CustomerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "· Verified customer" |
*
* @param {Catalog_Reviews_VerifiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_verified: ((inputs?: Catalog_Reviews_VerifiedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_VerifiedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Newer reviews" |
*
* @param {Catalog_Reviews_NewerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_newer: ((inputs?: Catalog_Reviews_NewerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_NewerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Older reviews" |
*
* @param {Catalog_Reviews_OlderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_older: ((inputs?: Catalog_Reviews_OlderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_OlderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Page {page} of {count}" |
*
* @param {Catalog_Reviews_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_page: ((inputs: Catalog_Reviews_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Results for “{query}”" |
*
* @param {Catalog_Search_Results_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_results_for: ((inputs: Catalog_Search_Results_ForInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_Results_ForInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Search: {query}" |
*
* @param {Catalog_Search_Head_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_head_title: ((inputs: Catalog_Search_Head_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_Head_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop {name} at {site}: subscribe, finance or buy, delivered across Canada." |
*
* @param {Catalog_Search_Tag_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_tag_description: ((inputs: Catalog_Search_Tag_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_Tag_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Furniture matching “{query}” at {site}." |
*
* @param {Catalog_Search_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_description: ((inputs: Catalog_Search_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Catalog_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search: ((inputs?: Catalog_SearchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_SearchInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Results" |
*
* @param {Catalog_Search_ResultsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_results: ((inputs?: Catalog_Search_ResultsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_ResultsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We have no {name} to show right now." |
*
* @param {Catalog_Search_Tag_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_tag_empty: ((inputs: Catalog_Search_Tag_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_Tag_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing matches “{query}”. Check the spelling, use fewer words, or try one of these." |
*
* @param {Catalog_Search_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_empty: ((inputs: Catalog_Search_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No products found" |
*
* @param {Catalog_Search_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_none: ((inputs?: Catalog_Search_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Popular searches" |
*
* @param {Catalog_Search_PopularInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_popular: ((inputs?: Catalog_Search_PopularInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_PopularInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rooms" |
*
* @param {Catalog_Search_RoomsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_rooms: ((inputs?: Catalog_Search_RoomsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_RoomsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sofas" |
*
* @param {Catalog_Tag_SofasInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_sofas: ((inputs?: Catalog_Tag_SofasInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_SofasInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sectionals" |
*
* @param {Catalog_Tag_SectionalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_sectionals: ((inputs?: Catalog_Tag_SectionalsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_SectionalsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Lounge Chairs" |
*
* @param {Catalog_Tag_Lounge_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_lounge_chairs: ((inputs?: Catalog_Tag_Lounge_ChairsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_Lounge_ChairsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loveseats" |
*
* @param {Catalog_Tag_LoveseatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_loveseats: ((inputs?: Catalog_Tag_LoveseatsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_LoveseatsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Coffee Tables" |
*
* @param {Catalog_Tag_Coffee_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_coffee_tables: ((inputs?: Catalog_Tag_Coffee_TablesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_Coffee_TablesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "End Tables" |
*
* @param {Catalog_Tag_End_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_end_tables: ((inputs?: Catalog_Tag_End_TablesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_End_TablesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Dining Tables" |
*
* @param {Catalog_Tag_Dining_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_dining_tables: ((inputs?: Catalog_Tag_Dining_TablesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_Dining_TablesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Dining Chairs" |
*
* @param {Catalog_Tag_Dining_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_dining_chairs: ((inputs?: Catalog_Tag_Dining_ChairsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_Dining_ChairsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Beds" |
*
* @param {Catalog_Tag_BedsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_beds: ((inputs?: Catalog_Tag_BedsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_BedsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Free fabric swatches" |
*
* @param {Catalog_Swatches_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_title: ((inputs?: Catalog_Swatches_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order up to 10 free fabric swatches, mailed anywhere in Canada, and see our colours in your own light before you choose." |
*
* @param {Catalog_Swatches_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_description: ((inputs?: Catalog_Swatches_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Fabric swatches" |
*
* @param {Catalog_Swatches_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_breadcrumb: ((inputs?: Catalog_Swatches_BreadcrumbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_BreadcrumbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See and feel our fabrics in your own light before you choose. Pick up to {max} swatches and we'll mail them free, anywhere in Canada, within 5 business days." |
*
* @param {Catalog_Swatches_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_intro: ((inputs: Catalog_Swatches_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order fabric swatches" |
*
* @param {Catalog_Swatches_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_form: ((inputs?: Catalog_Swatches_FormInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_FormInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Where should we send them?" |
*
* @param {Catalog_Swatches_WhereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_where: ((inputs?: Catalog_Swatches_WhereInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_WhereInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Full name" |
*
* @param {Catalog_Swatches_Full_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_full_name: ((inputs?: Catalog_Swatches_Full_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Full_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Catalog_Swatches_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_email: ((inputs?: Catalog_Swatches_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We use it only if there is a question about your swatches." |
*
* @param {Catalog_Swatches_Email_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_email_hint: ((inputs?: Catalog_Swatches_Email_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Email_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Phone number" |
*
* @param {Catalog_Swatches_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_phone: ((inputs?: Catalog_Swatches_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Street address" |
*
* @param {Catalog_Swatches_StreetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_street: ((inputs?: Catalog_Swatches_StreetInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_StreetInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Unit or apartment (optional)" |
*
* @param {Catalog_Swatches_UnitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_unit: ((inputs?: Catalog_Swatches_UnitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_UnitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "City" |
*
* @param {Catalog_Swatches_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_city: ((inputs?: Catalog_Swatches_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Province or territory" |
*
* @param {Catalog_Swatches_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_province: ((inputs?: Catalog_Swatches_ProvinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_ProvinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Catalog_Swatches_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_postal_code: ((inputs?: Catalog_Swatches_Postal_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Postal_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Like K1A 0B1" |
*
* @param {Catalog_Swatches_Postal_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_postal_hint: ((inputs?: Catalog_Swatches_Postal_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Postal_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Country: Canada. We mail swatches within Canada only." |
*
* @param {Catalog_Swatches_CountryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_country: ((inputs?: Catalog_Swatches_CountryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_CountryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your order didn't go through" |
*
* @param {Catalog_Swatches_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_failed: ((inputs?: Catalog_Swatches_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your choices and address are still here; try again in a moment." |
*
* @param {Catalog_Swatches_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_failed_text: ((inputs?: Catalog_Swatches_Failed_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Failed_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sending your order" |
*
* @param {Catalog_Swatches_SendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_sending: ((inputs?: Catalog_Swatches_SendingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_SendingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Order {count} free swatch" |
* | "other" | "Order {count} free swatches" |
*
* @param {Catalog_Swatches_Order_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_order_count: ((inputs: Catalog_Swatches_Order_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Order_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose your fabrics" |
*
* @param {Catalog_Swatches_ChooseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_choose: ((inputs?: Catalog_Swatches_ChooseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_ChooseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{count} of {max} chosen" |
*
* @param {Catalog_Swatches_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_chosen: ((inputs: Catalog_Swatches_ChosenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_ChosenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ". That is the most for one order." |
*
* @param {Catalog_Swatches_FullInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_full: ((inputs?: Catalog_Swatches_FullInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_FullInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Other fabrics" |
*
* @param {Catalog_Swatches_Other_FabricsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_other_fabrics: ((inputs?: Catalog_Swatches_Other_FabricsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Other_FabricsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your swatches are on their way" |
*
* @param {Catalog_Swatches_PlacedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_placed: ((inputs?: Catalog_Swatches_PlacedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_PlacedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep shopping" |
*
* @param {Catalog_Keep_ShoppingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_keep_shopping: ((inputs?: Catalog_Keep_ShoppingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Keep_ShoppingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order number" |
*
* @param {Catalog_Swatches_Order_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_order_number: ((inputs?: Catalog_Swatches_Order_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Order_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "We're mailing {count} swatch within 5 business days. Keep the order number: quote it if you call us about them." |
* | "other" | "We're mailing {count} swatches within 5 business days. Keep the order number: quote it if you call us about them." |
*
* @param {Catalog_Swatches_MailingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_mailing: ((inputs: Catalog_Swatches_MailingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_MailingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your full name." |
*
* @param {Catalog_Error_Full_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_full_name: ((inputs?: Catalog_Error_Full_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Full_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a name of at most 100 characters." |
*
* @param {Catalog_Error_Full_Name_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_full_name_long: ((inputs?: Catalog_Error_Full_Name_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Full_Name_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your email address." |
*
* @param {Catalog_Error_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_email: ((inputs?: Catalog_Error_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter an email address like name@example.ca." |
*
* @param {Catalog_Error_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_email_invalid: ((inputs?: Catalog_Error_Email_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Email_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your phone number." |
*
* @param {Catalog_Error_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_phone: ((inputs?: Catalog_Error_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a 10-digit Canadian phone number, like 416-555-0123." |
*
* @param {Catalog_Error_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_phone_invalid: ((inputs?: Catalog_Error_Phone_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Phone_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your street address." |
*
* @param {Catalog_Error_StreetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_street: ((inputs?: Catalog_Error_StreetInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_StreetInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a street address of at most 200 characters." |
*
* @param {Catalog_Error_Street_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_street_long: ((inputs?: Catalog_Error_Street_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Street_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a unit number of at most 20 characters." |
*
* @param {Catalog_Error_Unit_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_unit_long: ((inputs?: Catalog_Error_Unit_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Unit_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your city." |
*
* @param {Catalog_Error_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_city: ((inputs?: Catalog_Error_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a city of at most 100 characters." |
*
* @param {Catalog_Error_City_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_city_long: ((inputs?: Catalog_Error_City_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_City_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose your province or territory." |
*
* @param {Catalog_Error_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_province: ((inputs?: Catalog_Error_ProvinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_ProvinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your postal code." |
*
* @param {Catalog_Error_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_postal_code: ((inputs?: Catalog_Error_Postal_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Postal_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a Canadian postal code, like K1A 0B1." |
*
* @param {Catalog_Error_Postal_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_postal_code_invalid: ((inputs?: Catalog_Error_Postal_Code_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Postal_Code_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{postal} is not a postal code in {province}. Check the postal code or the province." |
*
* @param {Catalog_Error_Postal_Code_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_postal_code_province: ((inputs: Catalog_Error_Postal_Code_ProvinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Postal_Code_ProvinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose at least one swatch." |
*
* @param {Catalog_Error_Swatches_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_swatches_none: ((inputs?: Catalog_Error_Swatches_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Swatches_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose at most {max} swatches per order." |
*
* @param {Catalog_Error_Swatches_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_swatches_many: ((inputs: Catalog_Error_Swatches_ManyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Swatches_ManyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivers in {count} days" |
*
* @param {Catalog_Delivers_DaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_days: ((inputs: Catalog_Delivers_DaysInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Delivers_DaysInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivers in {count} weeks" |
*
* @param {Catalog_Delivers_WeeksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_weeks: ((inputs: Catalog_Delivers_WeeksInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Delivers_WeeksInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivers in {low}-{high} days" |
*
* @param {Catalog_Delivers_Range_DaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_range_days: ((inputs: Catalog_Delivers_Range_DaysInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Delivers_Range_DaysInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivers in {low}-{high} weeks" |
*
* @param {Catalog_Delivers_Range_WeeksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_range_weeks: ((inputs: Catalog_Delivers_Range_WeeksInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Delivers_Range_WeeksInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Only {count} left" |
*
* @param {Catalog_Stock_Only_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_only_left: ((inputs: Catalog_Stock_Only_LeftInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Stock_Only_LeftInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "In stock" |
*
* @param {Catalog_Stock_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_in: ((inputs?: Catalog_Stock_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Stock_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "In stock from {date}" |
*
* @param {Catalog_Stock_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_from: ((inputs: Catalog_Stock_FromInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Stock_FromInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Made to order" |
*
* @param {Catalog_Stock_Made_To_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_made_to_order: ((inputs?: Catalog_Stock_Made_To_OrderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Stock_Made_To_OrderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Out of stock in {city}" |
*
* @param {Catalog_Stock_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_out: ((inputs: Catalog_Stock_OutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Stock_OutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Width" |
*
* @param {Catalog_Dimension_WidthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_width: ((inputs?: Catalog_Dimension_WidthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_WidthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Depth" |
*
* @param {Catalog_Dimension_DepthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_depth: ((inputs?: Catalog_Dimension_DepthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_DepthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Height" |
*
* @param {Catalog_Dimension_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_height: ((inputs?: Catalog_Dimension_HeightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_HeightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Seat height" |
*
* @param {Catalog_Dimension_Seat_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_seat_height: ((inputs?: Catalog_Dimension_Seat_HeightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_Seat_HeightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Seat depth" |
*
* @param {Catalog_Dimension_Seat_DepthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_seat_depth: ((inputs?: Catalog_Dimension_Seat_DepthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_Seat_DepthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Arm height" |
*
* @param {Catalog_Dimension_Arm_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_arm_height: ((inputs?: Catalog_Dimension_Arm_HeightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_Arm_HeightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Arm width" |
*
* @param {Catalog_Dimension_Arm_WidthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_arm_width: ((inputs?: Catalog_Dimension_Arm_WidthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_Arm_WidthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Leg height" |
*
* @param {Catalog_Dimension_Leg_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_leg_height: ((inputs?: Catalog_Dimension_Leg_HeightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_Leg_HeightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pile thickness" |
*
* @param {Catalog_Dimension_Pile_ThicknessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_pile_thickness: ((inputs?: Catalog_Dimension_Pile_ThicknessInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_Pile_ThicknessInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Catalog_Dimension_WeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_weight: ((inputs?: Catalog_Dimension_WeightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_WeightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{value} in" |
*
* @param {Catalog_Unit_InchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unit_inches: ((inputs: Catalog_Unit_InchesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Unit_InchesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: front view with dimensions" |
*
* @param {Catalog_Picture_FrontInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_picture_front: ((inputs: Catalog_Picture_FrontInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Picture_FrontInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: side view with dimensions" |
*
* @param {Catalog_Picture_SideInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_picture_side: ((inputs: Catalog_Picture_SideInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Picture_SideInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: picture {number} of {count}" |
*
* @param {Catalog_Images_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_images_title: ((inputs: Catalog_Images_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Images_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pictures of the {name}." |
*
* @param {Catalog_Images_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_images_description: ((inputs: Catalog_Images_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Images_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Close and go back to {name}" |
*
* @param {Catalog_Images_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_images_close: ((inputs: Catalog_Images_CloseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Images_CloseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} by {maker}: subscribe, finance or buy, delivered across Canada." |
*
* @param {Catalog_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_head_description: ((inputs: Catalog_Head_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Head_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} in {color}" |
*
* @param {Catalog_Head_Title_ColorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_head_title_color: ((inputs: Catalog_Head_Title_ColorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Head_Title_ColorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Finance" |
*
* @param {Catalog_Pay_FinanceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_finance: ((inputs?: Catalog_Pay_FinanceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_FinanceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale: finance" |
*
* @param {Catalog_Pay_Final_Sale_FinanceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_final_sale_finance: ((inputs?: Catalog_Pay_Final_Sale_FinanceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Final_Sale_FinanceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Catalog_Pay_SubscribeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe: ((inputs?: Catalog_Pay_SubscribeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_SubscribeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribe (short term)" |
*
* @param {Catalog_Pay_Subscribe_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe_short: ((inputs?: Catalog_Pay_Subscribe_ShortInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Subscribe_ShortInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rent" |
*
* @param {Catalog_Pay_RentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_rent: ((inputs?: Catalog_Pay_RentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_RentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buy outright" |
*
* @param {Catalog_Pay_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy: ((inputs?: Catalog_Pay_BuyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_BuyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale: buy outright" |
*
* @param {Catalog_Pay_Final_Sale_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_final_sale_buy: ((inputs?: Catalog_Pay_Final_Sale_BuyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Final_Sale_BuyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buy outright (classic)" |
*
* @param {Catalog_Pay_Buy_ClassicInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy_classic: ((inputs?: Catalog_Pay_Buy_ClassicInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Buy_ClassicInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buy outright (v2)" |
*
* @param {Catalog_Pay_Buy_V2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy_v2: ((inputs?: Catalog_Pay_Buy_V2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Buy_V2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{title} over {term} months" |
*
* @param {Catalog_Pay_Over_TermInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_over_term: ((inputs: Catalog_Pay_Over_TermInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Over_TermInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{term} monthly payments, then it's yours to keep" |
*
* @param {Catalog_Pay_Finance_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_finance_detail: ((inputs: Catalog_Pay_Finance_DetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Finance_DetailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Monthly, yours after {count} payments" |
* | "other" | "Monthly, yours after {count} payments" |
*
* @param {Catalog_Pay_Subscribe_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe_detail: ((inputs: Catalog_Pay_Subscribe_DetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Subscribe_DetailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{term}-month minimum subscription" |
*
* @param {Catalog_Pay_Subscribe_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe_minimum: ((inputs: Catalog_Pay_Subscribe_MinimumInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Subscribe_MinimumInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Billed monthly until you return it" |
*
* @param {Catalog_Pay_Rent_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_rent_detail: ((inputs?: Catalog_Pay_Rent_DetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Rent_DetailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "One payment; final sale, no returns" |
*
* @param {Catalog_Pay_Final_Sale_Buy_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_final_sale_buy_detail: ((inputs?: Catalog_Pay_Final_Sale_Buy_DetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Final_Sale_Buy_DetailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "One payment, yours to keep" |
*
* @param {Catalog_Pay_Buy_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy_detail: ((inputs?: Catalog_Pay_Buy_DetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Buy_DetailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Alberta" |
*
* @param {Catalog_Province_AbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_ab: ((inputs?: Catalog_Province_AbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_AbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "British Columbia" |
*
* @param {Catalog_Province_BcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_bc: ((inputs?: Catalog_Province_BcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_BcInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Manitoba" |
*
* @param {Catalog_Province_MbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_mb: ((inputs?: Catalog_Province_MbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_MbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New Brunswick" |
*
* @param {Catalog_Province_NbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nb: ((inputs?: Catalog_Province_NbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_NbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Newfoundland and Labrador" |
*
* @param {Catalog_Province_NlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nl: ((inputs?: Catalog_Province_NlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_NlInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nova Scotia" |
*
* @param {Catalog_Province_NsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_ns: ((inputs?: Catalog_Province_NsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_NsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Northwest Territories" |
*
* @param {Catalog_Province_NtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nt: ((inputs?: Catalog_Province_NtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_NtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nunavut" |
*
* @param {Catalog_Province_NuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nu: ((inputs?: Catalog_Province_NuInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_NuInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ontario" |
*
* @param {Catalog_Province_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_on: ((inputs?: Catalog_Province_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prince Edward Island" |
*
* @param {Catalog_Province_PeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_pe: ((inputs?: Catalog_Province_PeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_PeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quebec" |
*
* @param {Catalog_Province_QcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_qc: ((inputs?: Catalog_Province_QcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_QcInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saskatchewan" |
*
* @param {Catalog_Province_SkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_sk: ((inputs?: Catalog_Province_SkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_SkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yukon" |
*
* @param {Catalog_Province_YtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_yt: ((inputs?: Catalog_Province_YtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_YtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading {what}" |
*
* @param {Account_Load_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_load_loading: ((inputs: Account_Load_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Load_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load {what}" |
*
* @param {Account_Load_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_load_failed_title: ((inputs: Account_Load_Failed_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Load_Failed_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was changed. Check your connection and try again." |
*
* @param {Account_Load_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_load_failed_text: ((inputs?: Account_Load_Failed_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Load_Failed_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Trying again" |
*
* @param {Account_Trying_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_trying_again: ((inputs?: Account_Trying_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Trying_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Account_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_try_again: ((inputs?: Account_Try_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Try_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your account" |
*
* @param {Account_What_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_account: ((inputs?: Account_What_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_What_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your products" |
*
* @param {Account_What_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_products: ((inputs?: Account_What_ProductsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_What_ProductsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your deliveries" |
*
* @param {Account_What_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_deliveries: ((inputs?: Account_What_DeliveriesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_What_DeliveriesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{count}, page {page} of {pageCount}" |
*
* @param {Account_Page_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_count: ((inputs: Account_Page_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to the first page" |
*
* @param {Account_Go_First_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_go_first_page: ((inputs?: Account_Go_First_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Go_First_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Account_Page_ProfileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_profile: ((inputs?: Account_Page_ProfileInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_ProfileInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your name, phone numbers, email and what we send you." |
*
* @param {Account_Page_Profile_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_profile_hint: ((inputs?: Account_Page_Profile_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Profile_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Account_Page_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_address: ((inputs?: Account_Page_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Where we deliver, and what is at each address." |
*
* @param {Account_Page_Address_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_address_hint: ((inputs?: Account_Page_Address_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Address_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "My Products" |
*
* @param {Account_Page_My_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_my_products: ((inputs?: Account_Page_My_ProductsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_My_ProductsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every piece you have, what is paid and what is left." |
*
* @param {Account_Page_My_Products_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_my_products_hint: ((inputs?: Account_Page_My_Products_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_My_Products_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Upcoming bill" |
*
* @param {Account_Page_Upcoming_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_upcoming_bill: ((inputs?: Account_Page_Upcoming_BillInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Upcoming_BillInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What your next monthly bill will be, and when." |
*
* @param {Account_Page_Upcoming_Bill_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_upcoming_bill_hint: ((inputs?: Account_Page_Upcoming_Bill_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Upcoming_Bill_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Billing history" |
*
* @param {Account_Page_Billing_HistoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_billing_history: ((inputs?: Account_Page_Billing_HistoryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Billing_HistoryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Each month’s bill: charged, declined or paid late." |
*
* @param {Account_Page_Billing_History_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_billing_history_hint: ((inputs?: Account_Page_Billing_History_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Billing_History_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Payment information" |
*
* @param {Account_Page_Payment_InformationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_payment_information: ((inputs?: Account_Page_Payment_InformationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Payment_InformationInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The card we bill, and any overdue balance." |
*
* @param {Account_Page_Payment_Information_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_payment_information_hint: ((inputs?: Account_Page_Payment_Information_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Payment_Information_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Deliveries" |
*
* @param {Account_Page_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_deliveries: ((inputs?: Account_Page_DeliveriesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_DeliveriesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "When the crew comes, how you hear about it, and moving a visit." |
*
* @param {Account_Page_Deliveries_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_deliveries_hint: ((inputs?: Account_Page_Deliveries_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Deliveries_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Receipts" |
*
* @param {Account_Page_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_receipts: ((inputs?: Account_Page_ReceiptsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_ReceiptsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every order, bill, tip, refund and credit, ready to view and print." |
*
* @param {Account_Page_Receipts_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_receipts_hint: ((inputs?: Account_Page_Receipts_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Receipts_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Unsigned agreements" |
*
* @param {Account_Page_Unsigned_AgreementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_unsigned_agreements: ((inputs?: Account_Page_Unsigned_AgreementsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Unsigned_AgreementsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly agreements waiting for your signature." |
*
* @param {Account_Page_Unsigned_Agreements_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_unsigned_agreements_hint: ((inputs?: Account_Page_Unsigned_Agreements_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Unsigned_Agreements_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Product reviews" |
*
* @param {Account_Page_Product_ReviewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_product_reviews: ((inputs?: Account_Page_Product_ReviewsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Product_ReviewsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rate the pieces we delivered and tell other shoppers about them." |
*
* @param {Account_Page_Product_Reviews_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_product_reviews_hint: ((inputs?: Account_Page_Product_Reviews_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Product_Reviews_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Referral" |
*
* @param {Account_Page_ReferralInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_referral: ((inputs?: Account_Page_ReferralInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_ReferralInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your link to share, who joined and the credit you earned." |
*
* @param {Account_Page_Referral_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_referral_hint: ((inputs?: Account_Page_Referral_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Referral_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Account pages" |
*
* @param {Account_Pages_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pages_label: ((inputs?: Account_Pages_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pages_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Overdue balance: {amount}" |
*
* @param {Account_Overdue_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_overdue_title: ((inputs: Account_Overdue_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Overdue_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A monthly bill was declined. Pay it now to keep your furniture." |
*
* @param {Account_Overdue_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_overdue_text: ((inputs?: Account_Overdue_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Overdue_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay the overdue balance" |
*
* @param {Account_Overdue_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_overdue_pay: ((inputs?: Account_Overdue_PayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Overdue_PayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Agreements to sign" |
*
* @param {Account_Unsigned_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_unsigned_title: ((inputs?: Account_Unsigned_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Unsigned_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} order is waiting for your signature on its monthly agreement." |
* | "other" | "{count} orders are waiting for your signature on their monthly agreements." |
*
* @param {Account_Unsigned_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_unsigned_text: ((inputs: Account_Unsigned_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Unsigned_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign them" |
*
* @param {Account_Unsigned_SignInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_unsigned_sign: ((inputs?: Account_Unsigned_SignInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Unsigned_SignInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm your email" |
*
* @param {Account_Confirm_Email_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_confirm_email_title: ((inputs?: Account_Confirm_Email_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Confirm_Email_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We sent a link to {email}; open it to confirm the address." |
*
* @param {Account_Confirm_Email_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_confirm_email_text: ((inputs: Account_Confirm_Email_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Confirm_Email_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm your mobile number" |
*
* @param {Account_Confirm_Mobile_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_confirm_mobile_title: ((inputs?: Account_Confirm_Mobile_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Confirm_Mobile_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery texts go to it once it is confirmed." |
*
* @param {Account_Confirm_Mobile_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_confirm_mobile_text: ((inputs?: Account_Confirm_Mobile_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Confirm_Mobile_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Get a code by text" |
*
* @param {Account_Confirm_Mobile_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_confirm_mobile_link: ((inputs?: Account_Confirm_Mobile_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Confirm_Mobile_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for you" |
*
* @param {Account_Waiting_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_waiting_title: ((inputs?: Account_Waiting_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Waiting_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Next bill" |
*
* @param {Account_Next_Bill_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_next_bill_title: ((inputs?: Account_Next_Bill_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Next_Bill_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "on" |
*
* @param {Account_Next_Bill_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_next_bill_on: ((inputs?: Account_Next_Bill_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Next_Bill_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} more bill follows for your other addresses." |
* | "other" | "{count} more bills follow for your other addresses." |
*
* @param {Account_More_BillsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_more_bills: ((inputs: Account_More_BillsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_More_BillsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See the whole bill" |
*
* @param {Account_See_Whole_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_see_whole_bill: ((inputs?: Account_See_Whole_BillInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_See_Whole_BillInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing more to bill: no monthly payments are coming up." |
*
* @param {Account_No_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_bill: ((inputs?: Account_No_BillInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_BillInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Next delivery or pickup" |
*
* @param {Account_Next_Visit_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_next_visit_title: ((inputs?: Account_Next_Visit_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Next_Visit_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup of order {number}: {when}" |
*
* @param {Account_Next_Visit_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_next_visit_pickup: ((inputs: Account_Next_Visit_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Next_Visit_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery of order {number}: {when}" |
*
* @param {Account_Next_Visit_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_next_visit_delivery: ((inputs: Account_Next_Visit_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Next_Visit_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing is scheduled." |
*
* @param {Account_Nothing_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_nothing_scheduled: ((inputs?: Account_Nothing_ScheduledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Nothing_ScheduledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Follow it" |
*
* @param {Account_Follow_ItInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_follow_it: ((inputs?: Account_Follow_ItInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Follow_ItInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "All deliveries" |
*
* @param {Account_All_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_all_deliveries: ((inputs?: Account_All_DeliveriesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_All_DeliveriesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your furniture" |
*
* @param {Account_Your_FurnitureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_furniture: ((inputs?: Account_Your_FurnitureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Your_FurnitureInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You have no furniture with us right now." |
*
* @param {Account_No_FurnitureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_furniture: ((inputs?: Account_No_FurnitureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_FurnitureInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Browse furniture" |
*
* @param {Account_Browse_FurnitureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_browse_furniture: ((inputs?: Account_Browse_FurnitureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Browse_FurnitureInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See what is paid and left on each" |
*
* @param {Account_See_Paid_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_see_paid_left: ((inputs?: Account_See_Paid_LeftInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_See_Paid_LeftInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Account credit:" |
*
* @param {Account_Credit_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_label: ((inputs?: Account_Credit_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Credit_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ", used first on your next order or bill." |
*
* @param {Account_Credit_Used_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_used_first: ((inputs?: Account_Credit_Used_FirstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Credit_Used_FirstInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "morning" |
*
* @param {Account_Window_MorningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_window_morning: ((inputs?: Account_Window_MorningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Window_MorningInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "afternoon" |
*
* @param {Account_Window_AfternoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_window_afternoon: ((inputs?: Account_Window_AfternoonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Window_AfternoonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "evening" |
*
* @param {Account_Window_EveningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_window_evening: ((inputs?: Account_Window_EveningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Window_EveningInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "any time of day" |
*
* @param {Account_Window_AnytimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_window_anytime: ((inputs?: Account_Window_AnytimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Window_AnytimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "pickup at the warehouse, 10 am to 5 pm" |
*
* @param {Account_Window_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_window_pickup: ((inputs?: Account_Window_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Window_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{day}, {window}" |
*
* @param {Account_Day_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_day_window: ((inputs: Account_Day_WindowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Day_WindowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "To be scheduled" |
*
* @param {Account_To_Be_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_to_be_scheduled: ((inputs?: Account_To_Be_ScheduledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_To_Be_ScheduledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Awaiting payment" |
*
* @param {Account_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_status_pending: ((inputs?: Account_Status_PendingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Status_PendingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Account_Status_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_status_confirmed: ((inputs?: Account_Status_ConfirmedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Status_ConfirmedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery scheduled" |
*
* @param {Account_Status_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_status_scheduled: ((inputs?: Account_Status_ScheduledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Status_ScheduledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Out for delivery" |
*
* @param {Account_Status_Out_For_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_status_out_for_delivery: ((inputs?: Account_Status_Out_For_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Status_Out_For_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered" |
*
* @param {Account_Status_CompletedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_status_completed: ((inputs?: Account_Status_CompletedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Status_CompletedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Account_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_status_cancelled: ((inputs?: Account_Status_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Status_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Payment failed" |
*
* @param {Account_Status_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_status_payment_failed: ((inputs?: Account_Status_Payment_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Status_Payment_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup scheduled" |
*
* @param {Account_Return_Status_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_status_scheduled: ((inputs?: Account_Return_Status_ScheduledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Return_Status_ScheduledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Crew on its way" |
*
* @param {Account_Return_Status_Out_For_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_status_out_for_delivery: ((inputs?: Account_Return_Status_Out_For_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Return_Status_Out_For_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Picked up" |
*
* @param {Account_Return_Status_CompletedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_status_completed: ((inputs?: Account_Return_Status_CompletedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Return_Status_CompletedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order" |
*
* @param {Account_Type_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_type_order: ((inputs?: Account_Type_OrderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Type_OrderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Return" |
*
* @param {Account_Type_ReturnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_type_return: ((inputs?: Account_Type_ReturnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Type_ReturnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Swap" |
*
* @param {Account_Type_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_type_swap: ((inputs?: Account_Type_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Type_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move" |
*
* @param {Account_Type_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_type_move: ((inputs?: Account_Type_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Type_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buyout" |
*
* @param {Account_Type_BuyoutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_type_buyout: ((inputs?: Account_Type_BuyoutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Type_BuyoutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Swatches" |
*
* @param {Account_Type_SwatchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_type_swatch: ((inputs?: Account_Type_SwatchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Type_SwatchInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly bill" |
*
* @param {Account_Kind_Monthly_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_kind_monthly_bill: ((inputs?: Account_Kind_Monthly_BillInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Kind_Monthly_BillInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Overdue payment" |
*
* @param {Account_Kind_Overdue_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_kind_overdue_payment: ((inputs?: Account_Kind_Overdue_PaymentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Kind_Overdue_PaymentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Crew tip" |
*
* @param {Account_Kind_TipInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_kind_tip: ((inputs?: Account_Kind_TipInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Kind_TipInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Refund" |
*
* @param {Account_Kind_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_kind_refund: ((inputs?: Account_Kind_RefundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Kind_RefundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Account credit" |
*
* @param {Account_Kind_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_kind_credit: ((inputs?: Account_Kind_CreditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Kind_CreditInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Card" |
*
* @param {Account_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card: ((inputs?: Account_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} ending {digits}" |
*
* @param {Account_Card_EndingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_ending: ((inputs: Account_Card_EndingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Card_EndingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{card}, expires {expiry}" |
*
* @param {Account_Card_ExpiresInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_expires: ((inputs: Account_Card_ExpiresInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Card_ExpiresInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscription, billed monthly" |
*
* @param {Account_Purchase_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_purchase_subscription: ((inputs?: Account_Purchase_SubscriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Purchase_SubscriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Financing, {count} monthly payments of {amount}" |
*
* @param {Account_Purchase_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_purchase_financing: ((inputs: Account_Purchase_FinancingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Purchase_FinancingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rental, billed monthly until returned" |
*
* @param {Account_Purchase_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_purchase_rental: ((inputs?: Account_Purchase_RentalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Purchase_RentalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Purchase" |
*
* @param {Account_Purchase_PurchaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_purchase_purchase: ((inputs?: Account_Purchase_PurchaseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Purchase_PurchaseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{label}, final sale" |
*
* @param {Account_Final_Sale_SuffixInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_final_sale_suffix: ((inputs: Account_Final_Sale_SuffixInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Final_Sale_SuffixInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No items" |
*
* @param {Account_No_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_items: ((inputs?: Account_No_ItemsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_ItemsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} item" |
* | "other" | "{count} items" |
*
* @param {Account_Item_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_item_count: ((inputs: Account_Item_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Item_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Account_Paper_Status_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_status_paid: ((inputs?: Account_Paper_Status_PaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_Status_PaidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paid late" |
*
* @param {Account_Paper_Status_Paid_LateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_status_paid_late: ((inputs?: Account_Paper_Status_Paid_LateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_Status_Paid_LateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Declined" |
*
* @param {Account_Paper_Status_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_status_declined: ((inputs?: Account_Paper_Status_DeclinedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_Status_DeclinedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Being charged" |
*
* @param {Account_Paper_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_status_open: ((inputs?: Account_Paper_Status_OpenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_Status_OpenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Account_Paper_Status_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_status_refunded: ((inputs?: Account_Paper_Status_RefundedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_Status_RefundedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Credited" |
*
* @param {Account_Paper_Status_CreditedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_status_credited: ((inputs?: Account_Paper_Status_CreditedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_Status_CreditedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Referral reward" |
*
* @param {Account_Credit_ReferralInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_referral: ((inputs?: Account_Credit_ReferralInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Credit_ReferralInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Refund to account credit" |
*
* @param {Account_Credit_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_refund: ((inputs?: Account_Credit_RefundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Credit_RefundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Goodwill credit" |
*
* @param {Account_Credit_GoodwillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_goodwill: ((inputs?: Account_Credit_GoodwillInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Credit_GoodwillInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Account credit adjustment" |
*
* @param {Account_Credit_AdjustmentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_adjustment: ((inputs?: Account_Credit_AdjustmentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Credit_AdjustmentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Owed on {number}" |
*
* @param {Account_Owed_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_owed_on: ((inputs: Account_Owed_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Owed_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your address" |
*
* @param {Account_Your_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_address: ((inputs?: Account_Your_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Your_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{title} · {count}" |
*
* @param {Account_Title_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_title_count: ((inputs: Account_Title_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Title_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "For the crew of {number}" |
*
* @param {Account_Tip_For_Crew_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tip_for_crew_of: ((inputs: Account_Tip_For_Crew_OfInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Tip_For_Crew_OfInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your delivery" |
*
* @param {Account_Your_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_delivery: ((inputs?: Account_Your_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Your_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "on {number}" |
*
* @param {Account_Refund_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_refund_on: ((inputs: Account_Refund_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Refund_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Charged" |
*
* @param {Account_Bill_ChargedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bill_charged: ((inputs?: Account_Bill_ChargedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bill_ChargedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paid late" |
*
* @param {Account_Bill_Paid_LateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bill_paid_late: ((inputs?: Account_Bill_Paid_LateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bill_Paid_LateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Declined" |
*
* @param {Account_Bill_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bill_declined: ((inputs?: Account_Bill_DeclinedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bill_DeclinedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Being charged" |
*
* @param {Account_Bill_ProcessingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bill_processing: ((inputs?: Account_Bill_ProcessingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bill_ProcessingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "refunded" |
*
* @param {Account_Amount_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_amount_refunded: ((inputs?: Account_Amount_RefundedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Amount_RefundedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "credited" |
*
* @param {Account_Amount_CreditedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_amount_credited: ((inputs?: Account_Amount_CreditedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Amount_CreditedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "charged" |
*
* @param {Account_Amount_ChargedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_amount_charged: ((inputs?: Account_Amount_ChargedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Amount_ChargedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Refunded {date}" |
*
* @param {Account_Row_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_row_refunded: ((inputs: Account_Row_RefundedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Row_RefundedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Credited {date}" |
*
* @param {Account_Row_CreditedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_row_credited: ((inputs: Account_Row_CreditedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Row_CreditedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paid {date}" |
*
* @param {Account_Row_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_row_paid: ((inputs: Account_Row_PaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Row_PaidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tipped {date}" |
*
* @param {Account_Row_TippedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_row_tipped: ((inputs: Account_Row_TippedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Row_TippedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Placed {date}" |
*
* @param {Account_Row_PlacedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_row_placed: ((inputs: Account_Row_PlacedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Row_PlacedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "+ {amount} crew tip" |
*
* @param {Account_Row_Crew_TipInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_row_crew_tip: ((inputs: Account_Row_Crew_TipInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Row_Crew_TipInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "View receipt" |
*
* @param {Account_View_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_view_receipt: ((inputs?: Account_View_ReceiptInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_View_ReceiptInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "for {kind} {number}" |
*
* @param {Account_View_Receipt_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_view_receipt_for: ((inputs: Account_View_Receipt_ForInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_View_Receipt_ForInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Receipts" |
*
* @param {Account_Receipts_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_title: ((inputs?: Account_Receipts_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipts_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every order, monthly bill, tip, refund and credit, newest first. Open one to print it. Each month’s bill, charged or declined, is in your" |
*
* @param {Account_Receipts_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_intro: ((inputs?: Account_Receipts_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipts_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "billing history" |
*
* @param {Account_Receipts_Intro_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_intro_link: ((inputs?: Account_Receipts_Intro_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipts_Intro_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your receipts" |
*
* @param {Account_Receipts_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_loading: ((inputs?: Account_Receipts_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipts_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load your receipts" |
*
* @param {Account_Receipts_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_failed: ((inputs?: Account_Receipts_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipts_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your orders are safe; only this list failed to load." |
*
* @param {Account_Receipts_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_failed_text: ((inputs?: Account_Receipts_Failed_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipts_Failed_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No receipts yet" |
*
* @param {Account_Receipts_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_empty_title: ((inputs?: Account_Receipts_Empty_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipts_Empty_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Start shopping" |
*
* @param {Account_Start_ShoppingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_start_shopping: ((inputs?: Account_Start_ShoppingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Start_ShoppingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "When you place an order or a monthly bill is charged, its receipt appears here." |
*
* @param {Account_Receipts_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_empty_text: ((inputs?: Account_Receipts_Empty_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipts_Empty_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} receipt" |
* | "other" | "{count} receipts" |
*
* @param {Account_Receipts_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_count: ((inputs: Account_Receipts_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipts_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Receipt pages" |
*
* @param {Account_Receipts_PagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_pages: ((inputs?: Account_Receipts_PagesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipts_PagesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "There are no receipts on this page." |
*
* @param {Account_Receipts_Empty_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_empty_page: ((inputs?: Account_Receipts_Empty_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipts_Empty_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Issued" |
*
* @param {Account_Paper_IssuedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_issued: ((inputs?: Account_Paper_IssuedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_IssuedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Refunded on" |
*
* @param {Account_Paper_Refunded_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_refunded_on: ((inputs?: Account_Paper_Refunded_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_Refunded_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Credited on" |
*
* @param {Account_Paper_Credited_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_credited_on: ((inputs?: Account_Paper_Credited_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_Credited_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paid on" |
*
* @param {Account_Paper_Paid_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_paid_on: ((inputs?: Account_Paper_Paid_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_Paid_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Total refunded" |
*
* @param {Account_Paper_Total_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_total_refunded: ((inputs?: Account_Paper_Total_RefundedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_Total_RefundedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Total credited" |
*
* @param {Account_Paper_Total_CreditedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_total_credited: ((inputs?: Account_Paper_Total_CreditedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_Total_CreditedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Total charged" |
*
* @param {Account_Total_ChargedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_total_charged: ((inputs?: Account_Total_ChargedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Total_ChargedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Invoice" |
*
* @param {Account_InvoiceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_invoice: ((inputs?: Account_InvoiceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_InvoiceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Credit note" |
*
* @param {Account_Credit_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_note: ((inputs?: Account_Credit_NoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Credit_NoteInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Receipt" |
*
* @param {Account_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt: ((inputs?: Account_ReceiptInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_ReceiptInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "GST/HST no. {number}" |
*
* @param {Account_Gst_Hst_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_gst_hst_number: ((inputs: Account_Gst_Hst_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Gst_Hst_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "QST no. {number}" |
*
* @param {Account_Qst_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_qst_number: ((inputs: Account_Qst_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Qst_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Receipt details" |
*
* @param {Account_Receipt_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_details: ((inputs?: Account_Receipt_DetailsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipt_DetailsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Bill date" |
*
* @param {Account_Bill_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bill_date: ((inputs?: Account_Bill_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bill_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Card declined" |
*
* @param {Account_Card_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_declined: ((inputs?: Account_Card_DeclinedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Card_DeclinedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "For order" |
*
* @param {Account_For_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_for_order: ((inputs?: Account_For_OrderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_For_OrderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "For the bill of" |
*
* @param {Account_For_Bill_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_for_bill_of: ((inputs?: Account_For_Bill_OfInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_For_Bill_OfInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Customer" |
*
* @param {Account_CustomerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_customer: ((inputs?: Account_CustomerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_CustomerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Billed for" |
*
* @param {Account_Billed_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_billed_for: ((inputs?: Account_Billed_ForInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Billed_ForInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Account_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_address: ((inputs?: Account_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This month" |
*
* @param {Account_This_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_this_month: ((inputs?: Account_This_MonthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_This_MonthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Account_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_details: ((inputs?: Account_DetailsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_DetailsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Account_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_description: ((inputs?: Account_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Account_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_amount: ((inputs?: Account_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Totals" |
*
* @param {Account_TotalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_totals: ((inputs?: Account_TotalsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_TotalsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subtotal" |
*
* @param {Account_SubtotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_subtotal: ((inputs?: Account_SubtotalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_SubtotalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sales tax" |
*
* @param {Account_Sales_TaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_sales_tax: ((inputs?: Account_Sales_TaxInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Sales_TaxInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "None" |
*
* @param {Account_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_none: ((inputs?: Account_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Account_TotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_total: ((inputs?: Account_TotalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_TotalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Account credit used" |
*
* @param {Account_Credit_UsedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_used: ((inputs?: Account_Credit_UsedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Credit_UsedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Added to your account credit" |
*
* @param {Account_Added_To_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_added_to_credit: ((inputs?: Account_Added_To_CreditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Added_To_CreditInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Amount owed" |
*
* @param {Account_Amount_OwedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_amount_owed: ((inputs?: Account_Amount_OwedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Amount_OwedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Amounts in Canadian dollars (CAD). Taxes total {amount}." |
*
* @param {Account_Amounts_CadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_amounts_cad: ((inputs: Account_Amounts_CadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Amounts_CadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Account_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_payment: ((inputs?: Account_PaymentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_PaymentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No card was charged: the amount was added to your account credit." |
*
* @param {Account_No_Card_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_card_credit: ((inputs?: Account_No_Card_CreditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Card_CreditInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paid in full with account credit." |
*
* @param {Account_Paid_With_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paid_with_credit: ((inputs?: Account_Paid_With_CreditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paid_With_CreditInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No card payment recorded." |
*
* @param {Account_No_Card_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_card_payment: ((inputs?: Account_No_Card_PaymentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Card_PaymentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Refunded to {card}:" |
*
* @param {Account_Refunded_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_refunded_to: ((inputs: Account_Refunded_ToInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Refunded_ToInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Charged to {card}:" |
*
* @param {Account_Charged_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_charged_to: ((inputs: Account_Charged_ToInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Charged_ToInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tried {card}:" |
*
* @param {Account_TriedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tried: ((inputs: Account_TriedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_TriedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "on {date}" |
*
* @param {Account_On_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_on_date: ((inputs: Account_On_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_On_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "failed" |
*
* @param {Account_Payment_Failed_StatusInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_payment_failed_status: ((inputs?: Account_Payment_Failed_StatusInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Payment_Failed_StatusInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "declined" |
*
* @param {Account_Payment_Declined_StatusInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_payment_declined_status: ((inputs?: Account_Payment_Declined_StatusInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Payment_Declined_StatusInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "pending" |
*
* @param {Account_Payment_Pending_StatusInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_payment_pending_status: ((inputs?: Account_Payment_Pending_StatusInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Payment_Pending_StatusInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your note: “{note}”" |
*
* @param {Account_Your_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_note: ((inputs: Account_Your_NoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Your_NoteInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} is owed." |
*
* @param {Account_Is_OwedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_is_owed: ((inputs: Account_Is_OwedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Is_OwedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay it or update your card" |
*
* @param {Account_Pay_Or_UpdateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_or_update: ((inputs?: Account_Pay_Or_UpdateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pay_Or_UpdateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Payment terms: {terms} Questions about this receipt? Call {phone} or write to {email} with its number, {number}." |
*
* @param {Account_Paper_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_terms: ((inputs: Account_Paper_TermsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_TermsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "refunded" |
*
* @param {Account_Payment_Refunded_StatusInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_payment_refunded_status: ((inputs?: Account_Payment_Refunded_StatusInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Payment_Refunded_StatusInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This return is free: nothing is charged." |
*
* @param {Account_Return_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_free: ((inputs?: Account_Return_FreeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Return_FreeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card was declined for the return fee: {amount} is owed." |
*
* @param {Account_Return_Fee_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_fee_declined: ((inputs: Account_Return_Fee_DeclinedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Return_Fee_DeclinedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The items are returned. We will try your card again; to pay now," |
*
* @param {Account_Return_Fee_RetryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_fee_retry: ((inputs?: Account_Return_Fee_RetryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Return_Fee_RetryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "update your card or pay the balance" |
*
* @param {Account_Return_Fee_Retry_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_fee_retry_link: ((inputs?: Account_Return_Fee_Retry_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Return_Fee_Retry_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The return fee of {amount} is charged to your card on file once our crew has picked the items up." |
*
* @param {Account_Return_Fee_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_fee_open: ((inputs: Account_Return_Fee_OpenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Return_Fee_OpenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order details" |
*
* @param {Account_Order_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_order_details: ((inputs?: Account_Order_DetailsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Order_DetailsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order date" |
*
* @param {Account_Order_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_order_date: ((inputs?: Account_Order_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Order_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Not paid" |
*
* @param {Account_Not_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_not_paid: ((inputs?: Account_Not_PaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Not_PaidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Account_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup: ((inputs?: Account_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Account_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_delivery: ((inputs?: Account_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pick up at" |
*
* @param {Account_Pick_Up_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pick_up_at: ((inputs?: Account_Pick_Up_AtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pick_Up_AtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every day, 10 am to 5 pm (Toronto time)" |
*
* @param {Account_Pickup_HoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup_hours: ((inputs?: Account_Pickup_HoursInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pickup_HoursInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{hours}. Bring photo ID and your order number." |
*
* @param {Account_Pickup_BringInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup_bring: ((inputs: Account_Pickup_BringInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pickup_BringInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Depot" |
*
* @param {Account_DepotInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_depot: ((inputs?: Account_DepotInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_DepotInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Moved from" |
*
* @param {Account_Moved_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_moved_from: ((inputs?: Account_Moved_FromInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Moved_FromInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Picked up from" |
*
* @param {Account_Picked_Up_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_picked_up_from: ((inputs?: Account_Picked_Up_FromInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Picked_Up_FromInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Customer address" |
*
* @param {Account_Customer_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_customer_address: ((inputs?: Account_Customer_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Customer_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered to" |
*
* @param {Account_Delivered_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_delivered_to: ((inputs?: Account_Delivered_ToInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Delivered_ToInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No address" |
*
* @param {Account_No_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_address: ((inputs?: Account_No_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move address" |
*
* @param {Account_Move_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_address: ((inputs?: Account_Move_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items" |
*
* @param {Account_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_items: ((inputs?: Account_ItemsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_ItemsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Item" |
*
* @param {Account_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_item: ((inputs?: Account_ItemInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_ItemInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Qty" |
*
* @param {Account_QtyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_qty: ((inputs?: Account_QtyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_QtyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Unit price" |
*
* @param {Account_Unit_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_unit_price: ((inputs?: Account_Unit_PriceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Unit_PriceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Retail {price}, sold at 85% off" |
*
* @param {Account_Retail_Sold_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_retail_sold_at: ((inputs: Account_Retail_Sold_AtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Retail_Sold_AtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Retail" |
*
* @param {Account_RetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_retail: ((inputs?: Account_RetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_RetailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ", sold at 85% off" |
*
* @param {Account_Sold_At_OffInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_sold_at_off: ((inputs?: Account_Sold_At_OffInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Sold_At_OffInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PivotCare damage cover {price}; {monthly} in all" |
*
* @param {Account_Pivotcare_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pivotcare_line: ((inputs: Account_Pivotcare_LineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pivotcare_LineInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled: not moved" |
*
* @param {Account_Cancelled_Not_MovedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancelled_not_moved: ((inputs?: Account_Cancelled_Not_MovedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancelled_Not_MovedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled: not delivered" |
*
* @param {Account_Cancelled_Not_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancelled_not_delivered: ((inputs?: Account_Cancelled_Not_DeliveredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancelled_Not_DeliveredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Moved to the move address; its monthly fee is unchanged" |
*
* @param {Account_Moved_Fee_UnchangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_moved_fee_unchanged: ((inputs?: Account_Moved_Fee_UnchangedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Moved_Fee_UnchangedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Comes in place of the returned piece; first month billed on delivery" |
*
* @param {Account_Swap_In_PlaceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_swap_in_place: ((inputs?: Account_Swap_In_PlaceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Swap_In_PlaceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "First month charged today" |
*
* @param {Account_First_Month_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_first_month_today: ((inputs?: Account_First_Month_TodayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_First_Month_TodayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Assembly {amount}" |
*
* @param {Account_Assembly_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_assembly_amount: ((inputs: Account_Assembly_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Assembly_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup cancelled: {name} stays with you" |
*
* @param {Account_Pickup_Cancelled_StaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup_cancelled_stays: ((inputs: Account_Pickup_Cancelled_StaysInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pickup_Cancelled_StaysInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Return pickup: {name}" |
*
* @param {Account_Return_Pickup_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_pickup_of: ((inputs: Account_Return_Pickup_OfInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Return_Pickup_OfInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move fee" |
*
* @param {Account_Move_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_fee: ((inputs?: Account_Move_FeeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_FeeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Products" |
*
* @param {Account_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_products: ((inputs?: Account_ProductsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_ProductsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup at the warehouse" |
*
* @param {Account_Pickup_WarehouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup_warehouse: ((inputs?: Account_Pickup_WarehouseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pickup_WarehouseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Free" |
*
* @param {Account_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_free: ((inputs?: Account_FreeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_FreeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Assembly" |
*
* @param {Account_AssemblyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_assembly: ((inputs?: Account_AssemblyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_AssemblyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Return pickup" |
*
* @param {Account_Return_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_pickup: ((inputs?: Account_Return_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Return_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Discount" |
*
* @param {Account_DiscountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_discount: ((inputs?: Account_DiscountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_DiscountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Account_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_refunded: ((inputs?: Account_RefundedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_RefundedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your monthly fees do not change: {amount} plus tax for the moved items, billed as before." |
*
* @param {Account_Monthly_UnchangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_monthly_unchanged: ((inputs: Account_Monthly_UnchangedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Monthly_UnchangedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Then {amount} plus tax for the monthly items, billed from a month after delivery." |
*
* @param {Account_Monthly_ThenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_monthly_then: ((inputs: Account_Monthly_ThenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Monthly_ThenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Crew tips" |
*
* @param {Account_Crew_TipsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_tips: ((inputs?: Account_Crew_TipsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Crew_TipsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tip for the delivery crew:" |
*
* @param {Account_Tip_For_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tip_for_crew: ((inputs?: Account_Tip_For_CrewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Tip_For_CrewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tip for the delivery crew charged to {card}:" |
*
* @param {Account_Tip_For_Crew_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tip_for_crew_card: ((inputs: Account_Tip_For_Crew_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Tip_For_Crew_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tips go to the crew in full. They are charged apart from this order and are not taxed." |
*
* @param {Account_Tips_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tips_note: ((inputs?: Account_Tips_NoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Tips_NoteInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Payment terms: the return fee is charged once, to the card on file, after the pickup." |
*
* @param {Account_Terms_ReturnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_terms_return: ((inputs?: Account_Terms_ReturnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_ReturnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Payment terms: paid in full at checkout." |
*
* @param {Account_Terms_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_terms_paid: ((inputs?: Account_Terms_PaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_PaidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Later subscription fees are billed monthly to the card on file." |
*
* @param {Account_Terms_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_terms_subscription: ((inputs?: Account_Terms_SubscriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_SubscriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Questions about this receipt? Call {phone} or write to {email} with your order number." |
*
* @param {Account_Terms_QuestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_terms_questions: ((inputs: Account_Terms_QuestionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_QuestionsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your receipt" |
*
* @param {Account_Receipt_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_loading: ((inputs?: Account_Receipt_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipt_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "All receipts" |
*
* @param {Account_All_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_all_receipts: ((inputs?: Account_All_ReceiptsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_All_ReceiptsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Print invoice" |
*
* @param {Account_Print_InvoiceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_print_invoice: ((inputs?: Account_Print_InvoiceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Print_InvoiceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Print receipt" |
*
* @param {Account_Print_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_print_receipt: ((inputs?: Account_Print_ReceiptInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Print_ReceiptInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load this receipt" |
*
* @param {Account_Receipt_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_load_failed: ((inputs?: Account_Receipt_Load_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipt_Load_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find this receipt" |
*
* @param {Account_Receipt_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_not_found: ((inputs?: Account_Receipt_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipt_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your order is safe; only this page failed to load." |
*
* @param {Account_Receipt_Load_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_load_failed_text: ((inputs?: Account_Receipt_Load_Failed_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipt_Load_Failed_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "It may belong to another account, or the link is incomplete." |
*
* @param {Account_Receipt_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_not_found_text: ((inputs?: Account_Receipt_Not_Found_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipt_Not_Found_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "View photos" |
*
* @param {Account_View_PhotosInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_view_photos: ((inputs?: Account_View_PhotosInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_View_PhotosInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add or replace photos" |
*
* @param {Account_Add_PhotosInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_add_photos: ((inputs?: Account_Add_PhotosInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Add_PhotosInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Receipt {number}" |
*
* @param {Account_Receipt_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_title: ((inputs: Account_Receipt_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipt_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Invoice {number}" |
*
* @param {Account_Invoice_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_invoice_title: ((inputs: Account_Invoice_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Invoice_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot warehouse" |
*
* @param {Account_Pickup_Warehouse_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup_warehouse_name: ((inputs?: Account_Pickup_Warehouse_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pickup_Warehouse_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{total} ({fee} fee + {care} PivotCare)" |
*
* @param {Account_Monthly_PartsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_monthly_parts: ((inputs: Account_Monthly_PartsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Monthly_PartsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ordered" |
*
* @param {Account_Product_OrderedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_product_ordered: ((inputs?: Account_Product_OrderedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Product_OrderedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "With you" |
*
* @param {Account_Product_With_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_product_with_you: ((inputs?: Account_Product_With_YouInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Product_With_YouInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Return scheduled" |
*
* @param {Account_Product_Return_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_product_return_scheduled: ((inputs?: Account_Product_Return_ScheduledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Product_Return_ScheduledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Returned" |
*
* @param {Account_Product_ReturnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_product_returned: ((inputs?: Account_Product_ReturnedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Product_ReturnedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Bought out" |
*
* @param {Account_Product_Bought_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_product_bought_out: ((inputs?: Account_Product_Bought_OutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Product_Bought_OutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Account_Product_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_product_cancelled: ((inputs?: Account_Product_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Product_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yours" |
*
* @param {Account_Product_YoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_product_yours: ((inputs?: Account_Product_YoursInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Product_YoursInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscription" |
*
* @param {Account_Pay_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_subscription: ((inputs?: Account_Pay_SubscriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pay_SubscriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscription, {charge}" |
*
* @param {Account_Pay_Subscription_ChargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_subscription_charge: ((inputs: Account_Pay_Subscription_ChargeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pay_Subscription_ChargeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Financing" |
*
* @param {Account_Pay_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_financing: ((inputs?: Account_Pay_FinancingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pay_FinancingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Financing, {count} monthly payments of {amount}" |
*
* @param {Account_Pay_Financing_ChargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_financing_charge: ((inputs: Account_Pay_Financing_ChargeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pay_Financing_ChargeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rental" |
*
* @param {Account_Pay_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_rental: ((inputs?: Account_Pay_RentalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pay_RentalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rental, {charge} until returned" |
*
* @param {Account_Pay_Rental_ChargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_rental_charge: ((inputs: Account_Pay_Rental_ChargeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pay_Rental_ChargeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Bought outright" |
*
* @param {Account_Pay_OutrightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_outright: ((inputs?: Account_Pay_OutrightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pay_OutrightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} left until paid off" |
*
* @param {Account_Left_Paid_OffInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_left_paid_off: ((inputs: Account_Left_Paid_OffInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Left_Paid_OffInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} left until it is yours" |
*
* @param {Account_Left_YoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_left_yours: ((inputs: Account_Left_YoursInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Left_YoursInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every piece you have with us, by address: how you pay for it, what is paid and what is left." |
*
* @param {Account_My_Products_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_my_products_intro: ((inputs?: Account_My_Products_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_My_Products_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {value}" |
*
* @param {Account_Option_ValueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_option_value: ((inputs: Account_Option_ValueInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Option_ValueInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Arriving on" |
*
* @param {Account_Arriving_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_arriving_on: ((inputs?: Account_Arriving_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Arriving_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Since" |
*
* @param {Account_SinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_since: ((inputs?: Account_SinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_SinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paid so far" |
*
* @param {Account_Paid_So_FarInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paid_so_far: ((inputs?: Account_Paid_So_FarInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paid_So_FarInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Left until paid off" |
*
* @param {Account_Left_Until_Paid_OffInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_left_until_paid_off: ((inputs?: Account_Left_Until_Paid_OffInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Left_Until_Paid_OffInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Left until owned" |
*
* @param {Account_Left_Until_OwnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_left_until_owned: ((inputs?: Account_Left_Until_OwnedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Left_Until_OwnedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buyout price today" |
*
* @param {Account_Buyout_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_buyout_today: ((inputs?: Account_Buyout_TodayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Buyout_TodayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Next payment" |
*
* @param {Account_Next_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_next_payment: ((inputs?: Account_Next_PaymentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Next_PaymentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} plus tax, {date}" |
*
* @param {Account_Next_Payment_ValueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_next_payment_value: ((inputs: Account_Next_Payment_ValueInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Next_Payment_ValueInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No furniture yet" |
*
* @param {Account_No_Furniture_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_furniture_title: ((inputs?: Account_No_Furniture_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Furniture_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What you subscribe to, finance, rent or buy shows here once it is ordered." |
*
* @param {Account_No_Furniture_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_furniture_text: ((inputs?: Account_No_Furniture_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Furniture_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{window}, {depot} time" |
*
* @param {Account_Window_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_window_time: ((inputs: Account_Window_TimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Window_TimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} × {quantity}" |
*
* @param {Account_Item_TimesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_item_times: ((inputs: Account_Item_TimesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Item_TimesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Scheduled" |
*
* @param {Account_Dstatus_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_dstatus_scheduled: ((inputs?: Account_Dstatus_ScheduledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Dstatus_ScheduledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "On its way" |
*
* @param {Account_Dstatus_On_Its_WayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_dstatus_on_its_way: ((inputs?: Account_Dstatus_On_Its_WayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Dstatus_On_Its_WayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Crew arrived" |
*
* @param {Account_Dstatus_ArrivedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_dstatus_arrived: ((inputs?: Account_Dstatus_ArrivedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Dstatus_ArrivedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Account_Dstatus_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_dstatus_done: ((inputs?: Account_Dstatus_DoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Dstatus_DoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Account_Dstatus_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_dstatus_cancelled: ((inputs?: Account_Dstatus_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Dstatus_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Picked up" |
*
* @param {Account_Dstatus_Picked_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_dstatus_picked_up: ((inputs?: Account_Dstatus_Picked_UpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Dstatus_Picked_UpInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered" |
*
* @param {Account_Dstatus_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_dstatus_delivered: ((inputs?: Account_Dstatus_DeliveredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Dstatus_DeliveredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find that delivery" |
*
* @param {Account_Delivery_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_delivery_not_found: ((inputs?: Account_Delivery_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Delivery_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See your deliveries" |
*
* @param {Account_See_Your_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_see_your_deliveries: ((inputs?: Account_See_Your_DeliveriesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_See_Your_DeliveriesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Swap {number}: the crew brings the new piece and takes the old one on one visit. Moving or cancelling one half moves or cancels both." |
*
* @param {Account_Booking_Note_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_booking_note_swap: ((inputs: Account_Booking_Note_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Booking_Note_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move {number}: a pickup and a delivery, one booking. Moving or cancelling one moves or cancels both." |
*
* @param {Account_Booking_Note_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_booking_note_move: ((inputs: Account_Booking_Note_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Booking_Note_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup of {date}" |
*
* @param {Account_Card_Label_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_label_pickup: ((inputs: Account_Card_Label_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Card_Label_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery of {date}" |
*
* @param {Account_Card_Label_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_label_delivery: ((inputs: Account_Card_Label_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Card_Label_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Window" |
*
* @param {Account_Fact_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_fact_window: ((inputs?: Account_Fact_WindowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Fact_WindowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items to pick up" |
*
* @param {Account_Fact_Items_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_fact_items_pickup: ((inputs?: Account_Fact_Items_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Fact_Items_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order" |
*
* @param {Account_Fact_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_fact_order: ((inputs?: Account_Fact_OrderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Fact_OrderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Follow this pickup" |
*
* @param {Account_Follow_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_follow_pickup: ((inputs?: Account_Follow_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Follow_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Follow this delivery" |
*
* @param {Account_Follow_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_follow_delivery: ((inputs?: Account_Follow_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Follow_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Notices by text message." |
*
* @param {Account_Notices_By_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notices_by_sms: ((inputs?: Account_Notices_By_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Notices_By_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Notices by email." |
*
* @param {Account_Notices_By_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notices_by_email: ((inputs?: Account_Notices_By_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Notices_By_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Change how you hear about the pickup of {date}" |
*
* @param {Account_Change_Notices_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_change_notices_pickup: ((inputs: Account_Change_Notices_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Change_Notices_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Change how you hear about the delivery of {date}" |
*
* @param {Account_Change_Notices_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_change_notices_delivery: ((inputs: Account_Change_Notices_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Change_Notices_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Change" |
*
* @param {Account_ChangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_change: ((inputs?: Account_ChangeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_ChangeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See what happened" |
*
* @param {Account_See_What_HappenedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_see_what_happened: ((inputs?: Account_See_What_HappenedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_See_What_HappenedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tip the crew of the pickup of {date}" |
*
* @param {Account_Tip_Crew_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tip_crew_pickup: ((inputs: Account_Tip_Crew_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Tip_Crew_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tip the crew of the delivery of {date}" |
*
* @param {Account_Tip_Crew_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tip_crew_delivery: ((inputs: Account_Tip_Crew_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Tip_Crew_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tip the crew" |
*
* @param {Account_Tip_The_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tip_the_crew: ((inputs?: Account_Tip_The_CrewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Tip_The_CrewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your deliveries and pickups: when the crew comes, how you hear about it, and what you can change before the day." |
*
* @param {Account_Deliveries_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_deliveries_intro: ((inputs?: Account_Deliveries_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Deliveries_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Upcoming" |
*
* @param {Account_UpcomingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_upcoming: ((inputs?: Account_UpcomingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_UpcomingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing is scheduled. New orders and returns show here." |
*
* @param {Account_Nothing_Scheduled_NewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_nothing_scheduled_new: ((inputs?: Account_Nothing_Scheduled_NewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Nothing_Scheduled_NewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Past" |
*
* @param {Account_PastInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_past: ((inputs?: Account_PastInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_PastInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No delivery or pickup yet." |
*
* @param {Account_No_Visit_YetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_visit_yet: ((inputs?: Account_No_Visit_YetInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Visit_YetInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your card" |
*
* @param {Account_Your_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_card: ((inputs?: Account_Your_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Your_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Swap {number} cancelled" |
*
* @param {Account_Swap_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_swap_cancelled_title: ((inputs: Account_Swap_Cancelled_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Swap_Cancelled_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move {number} cancelled" |
*
* @param {Account_Move_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_cancelled_title: ((inputs: Account_Move_Cancelled_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_Cancelled_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} is refunded to {card}." |
*
* @param {Account_Refunded_To_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_refunded_to_card: ((inputs: Account_Refunded_To_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Refunded_To_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The refund of {amount} to {card} is on its way; it shows on the receipt once the card processor has made it." |
*
* @param {Account_Refund_On_Its_WayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_refund_on_its_way: ((inputs: Account_Refund_On_Its_WayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Refund_On_Its_WayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was charged, so there is nothing to refund." |
*
* @param {Account_Nothing_To_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_nothing_to_refund: ((inputs?: Account_Nothing_To_RefundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Nothing_To_RefundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See the receipt" |
*
* @param {Account_See_The_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_see_the_receipt: ((inputs?: Account_See_The_ReceiptInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_See_The_ReceiptInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading open windows" |
*
* @param {Account_Loading_WindowsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_loading_windows: ((inputs?: Account_Loading_WindowsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Loading_WindowsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load the open windows" |
*
* @param {Account_Windows_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_windows_failed: ((inputs?: Account_Windows_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Windows_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No open window to move to" |
*
* @param {Account_No_Open_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_open_window: ((inputs?: Account_No_Open_WindowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Open_WindowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every window of the next two weeks is full, or this pickup can no longer move. Call us and we will do what we can." |
*
* @param {Account_No_Window_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_window_pickup: ((inputs?: Account_No_Window_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Window_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every window of the next two weeks is full, or this delivery can no longer move. Call us and we will do what we can." |
*
* @param {Account_No_Window_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_window_delivery: ((inputs?: Account_No_Window_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Window_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a window." |
*
* @param {Account_Choose_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_choose_window: ((inputs?: Account_Choose_WindowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Choose_WindowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Day" |
*
* @param {Account_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_day: ((inputs?: Account_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Window ({depot} time)" |
*
* @param {Account_Window_Depot_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_window_depot_time: ((inputs: Account_Window_Depot_TimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Window_Depot_TimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{label} · {count} place left" |
* | "other" | "{label} · {count} places left" |
*
* @param {Account_Slot_Places_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_slot_places_left: ((inputs: Account_Slot_Places_LeftInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Slot_Places_LeftInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Not moved" |
*
* @param {Account_Not_MovedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_not_moved: ((inputs?: Account_Not_MovedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Not_MovedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Moving" |
*
* @param {Account_MovingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_moving: ((inputs?: Account_MovingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_MovingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move it here" |
*
* @param {Account_Move_It_HereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_it_here: ((inputs?: Account_Move_It_HereInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_It_HereInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move this pickup" |
*
* @param {Account_Move_This_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_this_pickup: ((inputs?: Account_Move_This_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_This_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move this delivery" |
*
* @param {Account_Move_This_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_this_delivery: ((inputs?: Account_Move_This_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_This_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose another day and window. The swap’s other visit moves with it. Full windows are not shown." |
*
* @param {Account_Move_Desc_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_desc_swap: ((inputs?: Account_Move_Desc_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_Desc_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose another day and window. The move’s other visit moves with it. Full windows are not shown." |
*
* @param {Account_Move_Desc_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_desc_move: ((inputs?: Account_Move_Desc_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_Desc_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose another day and window. Full windows are not shown." |
*
* @param {Account_Move_DescInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_desc: ((inputs?: Account_Move_DescInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_DescInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move to another window" |
*
* @param {Account_Move_To_Another_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_to_another_window: ((inputs?: Account_Move_To_Another_WindowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_To_Another_WindowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel this pickup?" |
*
* @param {Account_Cancel_Pickup_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_pickup_title: ((inputs?: Account_Cancel_Pickup_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_Pickup_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The crew will not come, and the items stay with you." |
*
* @param {Account_Cancel_Pickup_DescInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_pickup_desc: ((inputs?: Account_Cancel_Pickup_DescInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_Pickup_DescInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel pickup" |
*
* @param {Account_Cancel_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_pickup: ((inputs?: Account_Cancel_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep the pickup" |
*
* @param {Account_Keep_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_keep_pickup: ((inputs?: Account_Keep_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Keep_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelling" |
*
* @param {Account_CancellingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancelling: ((inputs?: Account_CancellingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_CancellingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Not cancelled" |
*
* @param {Account_Not_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_not_cancelled: ((inputs?: Account_Not_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Not_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Both halves of the visit are cancelled: the crew will not bring {coming} or take back {keeps}." |
*
* @param {Account_Swap_Both_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_swap_both_cancelled: ((inputs: Account_Swap_Both_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Swap_Both_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Both visits are cancelled: the crew will not pick up {keeps} or deliver them to the new address." |
*
* @param {Account_Move_Both_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_both_cancelled: ((inputs: Account_Move_Both_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_Both_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} stays with you" |
*
* @param {Account_Stays_With_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stays_with_you: ((inputs: Account_Stays_With_YouInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stays_With_YouInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "where it is" |
*
* @param {Account_Stays_Where_It_IsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stays_where_it_is: ((inputs?: Account_Stays_Where_It_IsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stays_Where_It_IsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ", at {amount} as before" |
*
* @param {Account_At_Monthly_As_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_at_monthly_as_before: ((inputs: Account_At_Monthly_As_BeforeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_At_Monthly_As_BeforeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What you get back" |
*
* @param {Account_What_You_Get_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_you_get_back: ((inputs?: Account_What_You_Get_BackInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_What_You_Get_BackInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "refunded to {card}: the whole swap charge, tax included, because you cancel before {day}. The refund shows on the swap’s receipt; your bank may take a few bu..." |
*
* @param {Account_Refund_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_refund_swap: ((inputs: Account_Refund_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Refund_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "refunded to {card}: the whole move charge, tax included, because you cancel before {day}. The refund shows on the move’s receipt; your bank may take a few bu..." |
*
* @param {Account_Refund_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_refund_move: ((inputs: Account_Refund_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Refund_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "its day" |
*
* @param {Account_Its_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_its_day: ((inputs?: Account_Its_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Its_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was charged for this swap, so there is nothing to refund." |
*
* @param {Account_Nothing_Charged_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_nothing_charged_swap: ((inputs?: Account_Nothing_Charged_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Nothing_Charged_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was charged for this move, so there is nothing to refund." |
*
* @param {Account_Nothing_Charged_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_nothing_charged_move: ((inputs?: Account_Nothing_Charged_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Nothing_Charged_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel this swap?" |
*
* @param {Account_Cancel_Swap_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_swap_title: ((inputs?: Account_Cancel_Swap_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_Swap_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel this move?" |
*
* @param {Account_Cancel_Move_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_move_title: ((inputs?: Account_Cancel_Move_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_Move_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A swap is one booking: its delivery and pickup are cancelled together." |
*
* @param {Account_Cancel_Swap_DescInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_swap_desc: ((inputs?: Account_Cancel_Swap_DescInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_Swap_DescInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A move is one booking: its pickup and delivery are cancelled together." |
*
* @param {Account_Cancel_Move_DescInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_move_desc: ((inputs?: Account_Cancel_Move_DescInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_Move_DescInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel swap" |
*
* @param {Account_Cancel_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_swap: ((inputs?: Account_Cancel_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel move" |
*
* @param {Account_Cancel_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_move: ((inputs?: Account_Cancel_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep the swap" |
*
* @param {Account_Keep_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_keep_swap: ((inputs?: Account_Keep_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Keep_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep the move" |
*
* @param {Account_Keep_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_keep_move: ((inputs?: Account_Keep_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Keep_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel and refund {amount}" |
*
* @param {Account_Cancel_And_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_and_refund: ((inputs: Account_Cancel_And_RefundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_And_RefundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel the swap" |
*
* @param {Account_Cancel_The_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_the_swap: ((inputs?: Account_Cancel_The_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_The_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel the move" |
*
* @param {Account_Cancel_The_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_the_move: ((inputs?: Account_Cancel_The_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_The_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Working out your refund" |
*
* @param {Account_Working_Out_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_working_out_refund: ((inputs?: Account_Working_Out_RefundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Working_Out_RefundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load what cancelling gives back" |
*
* @param {Account_Cancel_Preview_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_preview_failed: ((inputs?: Account_Cancel_Preview_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_Preview_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This swap cannot be cancelled here" |
*
* @param {Account_Swap_Cannot_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_swap_cannot_cancel: ((inputs?: Account_Swap_Cannot_CancelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Swap_Cannot_CancelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This move cannot be cancelled here" |
*
* @param {Account_Move_Cannot_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_cannot_cancel: ((inputs?: Account_Move_Cannot_CancelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_Cannot_CancelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Scheduled" |
*
* @param {Account_Pstatus_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pstatus_scheduled: ((inputs?: Account_Pstatus_ScheduledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pstatus_ScheduledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Account_Pstatus_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pstatus_done: ((inputs?: Account_Pstatus_DoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pstatus_DoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Account_Pstatus_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pstatus_cancelled: ((inputs?: Account_Pstatus_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pstatus_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup scheduled" |
*
* @param {Account_Stage_Pickup_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_pickup_scheduled: ((inputs?: Account_Stage_Pickup_ScheduledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stage_Pickup_ScheduledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery scheduled" |
*
* @param {Account_Stage_Delivery_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_delivery_scheduled: ((inputs?: Account_Stage_Delivery_ScheduledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stage_Delivery_ScheduledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Out for delivery" |
*
* @param {Account_Stage_Out_For_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_out_for_delivery: ((inputs?: Account_Stage_Out_For_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stage_Out_For_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} stop before yours" |
* | "other" | "{count} stops before yours" |
*
* @param {Account_Stops_Before_YoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stops_before_yours: ((inputs: Account_Stops_Before_YoursInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stops_Before_YoursInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Stops before yours" |
*
* @param {Account_Stops_Before_Yours_PlainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stops_before_yours_plain: ((inputs?: Account_Stops_Before_Yours_PlainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stops_Before_Yours_PlainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "30 minutes away" |
*
* @param {Account_Stage_NearbyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_nearby: ((inputs?: Account_Stage_NearbyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stage_NearbyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Crew arrived" |
*
* @param {Account_Stage_ArrivedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_arrived: ((inputs?: Account_Stage_ArrivedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stage_ArrivedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Picked up" |
*
* @param {Account_Stage_Picked_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_picked_up: ((inputs?: Account_Stage_Picked_UpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stage_Picked_UpInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered" |
*
* @param {Account_Stage_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_delivered: ((inputs?: Account_Stage_DeliveredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stage_DeliveredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Account_Stage_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_cancelled: ((inputs?: Account_Stage_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stage_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the map" |
*
* @param {Account_Loading_MapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_loading_map: ((inputs?: Account_Loading_MapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Loading_MapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Timeline" |
*
* @param {Account_TimelineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_timeline: ((inputs?: Account_TimelineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_TimelineInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "(now)" |
*
* @param {Account_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_now: ((inputs?: Account_NowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_NowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Booked {date}" |
*
* @param {Account_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_booked: ((inputs: Account_BookedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_BookedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This pickup was cancelled" |
*
* @param {Account_Pickup_Was_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup_was_cancelled: ((inputs?: Account_Pickup_Was_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pickup_Was_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This delivery was cancelled" |
*
* @param {Account_Delivery_Was_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_delivery_was_cancelled: ((inputs?: Account_Delivery_Was_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Delivery_Was_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The crew will not come." |
*
* @param {Account_Crew_Will_Not_ComeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_will_not_come: ((inputs?: Account_Crew_Will_Not_ComeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Crew_Will_Not_ComeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Picked up" |
*
* @param {Account_Headline_Picked_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_headline_picked_up: ((inputs?: Account_Headline_Picked_UpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Headline_Picked_UpInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered" |
*
* @param {Account_Headline_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_headline_delivered: ((inputs?: Account_Headline_DeliveredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Headline_DeliveredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you. The crew finished your pickup." |
*
* @param {Account_Crew_Finished_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_finished_pickup: ((inputs?: Account_Crew_Finished_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Crew_Finished_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you. The crew finished your delivery." |
*
* @param {Account_Crew_Finished_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_finished_delivery: ((inputs?: Account_Crew_Finished_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Crew_Finished_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The crew is at your door" |
*
* @param {Account_Crew_At_DoorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_at_door: ((inputs?: Account_Crew_At_DoorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Crew_At_DoorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "They are with you now." |
*
* @param {Account_Crew_With_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_with_you: ((inputs?: Account_Crew_With_YouInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Crew_With_YouInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup on {date}" |
*
* @param {Account_Pickup_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup_on: ((inputs: Account_Pickup_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pickup_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery on {date}" |
*
* @param {Account_Delivery_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_delivery_on: ((inputs: Account_Delivery_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Delivery_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{window}. We tell you when the crew sets out, and again 30 minutes before it arrives." |
*
* @param {Account_Scheduled_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_scheduled_detail: ((inputs: Account_Scheduled_DetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Scheduled_DetailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Arriving in about {count} minute" |
* | "other" | "Arriving in about {count} minutes" |
*
* @param {Account_Arriving_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_arriving_in: ((inputs: Account_Arriving_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Arriving_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The crew is on its way" |
*
* @param {Account_Crew_On_Its_WayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_on_its_way: ((inputs?: Account_Crew_On_Its_WayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Crew_On_Its_WayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Around {time}, {depot} time." |
*
* @param {Account_Around_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_around_time: ((inputs: Account_Around_TimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Around_TimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Map of the crew and your address" |
*
* @param {Account_Map_Of_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_map_of_crew: ((inputs?: Account_Map_Of_CrewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Map_Of_CrewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "the crew is at your address" |
*
* @param {Account_Crew_At_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_at_address: ((inputs?: Account_Crew_At_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Crew_At_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "the crew is {km} km away" |
*
* @param {Account_Crew_Km_AwayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_km_away: ((inputs: Account_Crew_Km_AwayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Crew_Km_AwayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{parts}. {address}." |
*
* @param {Account_Map_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_map_label: ((inputs: Account_Map_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Map_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Follow your delivery" |
*
* @param {Account_Follow_Your_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_follow_your_delivery: ((inputs?: Account_Follow_Your_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Follow_Your_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "this delivery" |
*
* @param {Account_What_This_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_this_delivery: ((inputs?: Account_What_This_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_What_This_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Progress" |
*
* @param {Account_ProgressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_progress: ((inputs?: Account_ProgressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_ProgressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "After your delivery" |
*
* @param {Account_After_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_after_delivery: ((inputs?: Account_After_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_After_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Picking up:" |
*
* @param {Account_Picking_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_picking_up: ((inputs?: Account_Picking_UpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Picking_UpInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Bringing:" |
*
* @param {Account_BringingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bringing: ((inputs?: Account_BringingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_BringingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order {number}. Notices by text message." |
*
* @param {Account_Order_Notices_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_order_notices_sms: ((inputs: Account_Order_Notices_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Order_Notices_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order {number}. Notices by email." |
*
* @param {Account_Order_Notices_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_order_notices_email: ((inputs: Account_Order_Notices_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Order_Notices_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Change how you hear about it" |
*
* @param {Account_Change_How_HearInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_change_how_hear: ((inputs?: Account_Change_How_HearInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Change_How_HearInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Live updates paused" |
*
* @param {Account_Live_PausedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_live_paused: ((inputs?: Account_Live_PausedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Live_PausedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We lost the live connection; this page checks again every 30 seconds." |
*
* @param {Account_Live_Paused_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_live_paused_text: ((inputs?: Account_Live_Paused_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Live_Paused_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Map" |
*
* @param {Account_MapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_map: ((inputs?: Account_MapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_MapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No crew is coming." |
*
* @param {Account_No_Crew_ComingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_crew_coming: ((inputs?: Account_No_Crew_ComingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Crew_ComingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The crew has reached your address." |
*
* @param {Account_Crew_ReachedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_reached: ((inputs?: Account_Crew_ReachedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Crew_ReachedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The map shows the crew and its route once it sets out on {date}." |
*
* @param {Account_Map_Shows_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_map_shows_on: ((inputs: Account_Map_Shows_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Map_Shows_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Blue: the crew. Red: your address. White: stops before yours. Grey: the depot." |
*
* @param {Account_Map_LegendInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_map_legend: ((inputs?: Account_Map_LegendInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Map_LegendInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery notices" |
*
* @param {Account_Delivery_NoticesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_delivery_notices: ((inputs?: Account_Delivery_NoticesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Delivery_NoticesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How you hear about this pickup" |
*
* @param {Account_How_Hear_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_how_hear_pickup: ((inputs?: Account_How_Hear_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_How_Hear_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How you hear about this delivery" |
*
* @param {Account_How_Hear_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_how_hear_delivery: ((inputs?: Account_How_Hear_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_How_Hear_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup of {date}, {window}. We tell you when the crew is out for delivery and when it is 30 minutes away." |
*
* @param {Account_Notice_Intro_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notice_intro_pickup: ((inputs: Account_Notice_Intro_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Notice_Intro_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery of {date}, {window}. We tell you when the crew is out for delivery and when it is 30 minutes away." |
*
* @param {Account_Notice_Intro_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notice_intro_delivery: ((inputs: Account_Notice_Intro_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Notice_Intro_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Send notices by" |
*
* @param {Account_Send_Notices_ByInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_send_notices_by: ((inputs?: Account_Send_Notices_ByInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Send_Notices_ByInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Text message to your mobile" |
*
* @param {Account_Text_To_MobileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_text_to_mobile: ((inputs?: Account_Text_To_MobileInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Text_To_MobileInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Account_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_email: ((inputs?: Account_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Texts go to your confirmed mobile number; without one, we email you." |
*
* @param {Account_Notices_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notices_hint: ((inputs?: Account_Notices_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Notices_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saved" |
*
* @param {Account_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_saved: ((inputs?: Account_SavedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_SavedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Notices for this pickup go by text message." |
*
* @param {Account_Notices_Go_Pickup_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notices_go_pickup_sms: ((inputs?: Account_Notices_Go_Pickup_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Notices_Go_Pickup_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Notices for this pickup go by email." |
*
* @param {Account_Notices_Go_Pickup_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notices_go_pickup_email: ((inputs?: Account_Notices_Go_Pickup_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Notices_Go_Pickup_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Notices for this delivery go by text message." |
*
* @param {Account_Notices_Go_Delivery_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notices_go_delivery_sms: ((inputs?: Account_Notices_Go_Delivery_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Notices_Go_Delivery_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Notices for this delivery go by email." |
*
* @param {Account_Notices_Go_Delivery_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notices_go_delivery_email: ((inputs?: Account_Notices_Go_Delivery_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Notices_Go_Delivery_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saving" |
*
* @param {Account_SavingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_saving: ((inputs?: Account_SavingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_SavingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Account_SaveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_save: ((inputs?: Account_SaveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_SaveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to deliveries" |
*
* @param {Account_Back_To_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_back_to_deliveries: ((inputs?: Account_Back_To_DeliveriesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Back_To_DeliveriesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card was declined on {date}: {amount} is owed." |
*
* @param {Account_Card_Declined_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_declined_on: ((inputs: Account_Card_Declined_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Card_Declined_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card was declined: {amount} is owed." |
*
* @param {Account_Card_Declined_OwedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_declined_owed: ((inputs: Account_Card_Declined_OwedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Card_Declined_OwedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Declined" |
*
* @param {Account_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_declined: ((inputs?: Account_DeclinedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_DeclinedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Declined on {date}" |
*
* @param {Account_Declined_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_declined_on: ((inputs: Account_Declined_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Declined_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{declined}, paid." |
*
* @param {Account_Paid_Late_SentenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paid_late_sentence: ((inputs: Account_Paid_Late_SentenceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paid_Late_SentenceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{declined}, paid on {date}." |
*
* @param {Account_Paid_Late_On_SentenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paid_late_on_sentence: ((inputs: Account_Paid_Late_On_SentenceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paid_Late_On_SentenceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The charge is being processed." |
*
* @param {Account_Charge_ProcessingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_charge_processing: ((inputs?: Account_Charge_ProcessingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Charge_ProcessingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paid with account credit." |
*
* @param {Account_Paid_With_Credit_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paid_with_credit_short: ((inputs?: Account_Paid_With_Credit_ShortInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paid_With_Credit_ShortInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Charged." |
*
* @param {Account_Charged_SentenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_charged_sentence: ((inputs?: Account_Charged_SentenceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Charged_SentenceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Charged on {date}." |
*
* @param {Account_Charged_On_SentenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_charged_on_sentence: ((inputs: Account_Charged_On_SentenceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Charged_On_SentenceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{where} · {count} · {number}" |
*
* @param {Account_Bill_MetaInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bill_meta: ((inputs: Account_Bill_MetaInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bill_MetaInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "incl. {amount} tax" |
*
* @param {Account_Incl_TaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_incl_tax: ((inputs: Account_Incl_TaxInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Incl_TaxInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "View bill" |
*
* @param {Account_View_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_view_bill: ((inputs?: Account_View_BillInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_View_BillInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "of {date}" |
*
* @param {Account_Of_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_of_date: ((inputs: Account_Of_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Of_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Each month’s bill for each address, newest first: charged, declined or paid late. Open one to see or print it." |
*
* @param {Account_Billing_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_billing_intro: ((inputs?: Account_Billing_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Billing_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your billing history" |
*
* @param {Account_What_Billing_HistoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_billing_history: ((inputs?: Account_What_Billing_HistoryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_What_Billing_HistoryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No monthly bills yet" |
*
* @param {Account_No_Bills_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_bills_title: ((inputs?: Account_No_Bills_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Bills_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your first monthly bill comes a month after your furniture is delivered." |
*
* @param {Account_No_Bills_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_bills_text: ((inputs?: Account_No_Bills_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Bills_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See the upcoming bill" |
*
* @param {Account_See_Upcoming_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_see_upcoming_bill: ((inputs?: Account_See_Upcoming_BillInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_See_Upcoming_BillInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} bill" |
* | "other" | "{count} bills" |
*
* @param {Account_Bills_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bills_count: ((inputs: Account_Bills_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bills_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly bills" |
*
* @param {Account_Monthly_BillsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_monthly_bills: ((inputs?: Account_Monthly_BillsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Monthly_BillsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Billing history pages" |
*
* @param {Account_Billing_PagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_billing_pages: ((inputs?: Account_Billing_PagesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Billing_PagesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "There are no bills on this page." |
*
* @param {Account_No_Bills_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_bills_page: ((inputs?: Account_No_Bills_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Bills_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Payments of other kinds (orders, tips, refunds, credits) are in" |
*
* @param {Account_Other_PaymentsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_other_payments: ((inputs?: Account_Other_PaymentsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Other_PaymentsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your receipts" |
*
* @param {Account_Your_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_receipts: ((inputs?: Account_Your_ReceiptsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Your_ReceiptsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card was declined" |
*
* @param {Account_Card_Declined_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_declined_title: ((inputs?: Account_Card_Declined_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Card_Declined_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your {card} was declined for your last bill, which is still unpaid. This bill would go to the same card: put a new card on file and pay the overdue balance." |
*
* @param {Account_Card_Declined_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_declined_text: ((inputs: Account_Card_Declined_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Card_Declined_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card expires before this bill" |
*
* @param {Account_Card_Expires_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_expires_title: ((inputs?: Account_Card_Expires_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Card_Expires_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your {card} expires before {date}. Put a new card on file so this bill can be paid." |
*
* @param {Account_Card_Expires_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_expires_text: ((inputs: Account_Card_Expires_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Card_Expires_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "card" |
*
* @param {Account_Card_WordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_word: ((inputs?: Account_Card_WordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Card_WordInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No card on file" |
*
* @param {Account_No_Card_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_card_title: ((inputs?: Account_No_Card_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Card_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "There is no card to charge this bill to. Put a card on file before the bill date." |
*
* @param {Account_No_Card_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_card_text: ((inputs?: Account_No_Card_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Card_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to payment information" |
*
* @param {Account_Go_Payment_InfoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_go_payment_info: ((inputs?: Account_Go_Payment_InfoInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Go_Payment_InfoInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "An address in {province}" |
*
* @param {Account_Address_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_address_in: ((inputs: Account_Address_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Address_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Bill of {date}" |
*
* @param {Account_Bill_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bill_of: ((inputs: Account_Bill_OfInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bill_OfInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "For {where}" |
*
* @param {Account_For_WhereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_for_where: ((inputs: Account_For_WhereInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_For_WhereInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}, instalment (payment {period})" |
*
* @param {Account_Line_InstalmentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_line_instalment: ((inputs: Account_Line_InstalmentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Line_InstalmentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}, monthly fee (payment {period})" |
*
* @param {Account_Line_Monthly_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_line_monthly_fee: ((inputs: Account_Line_Monthly_FeeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Line_Monthly_FeeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PivotCare for {name}" |
*
* @param {Account_Pivotcare_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pivotcare_for: ((inputs: Account_Pivotcare_ForInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pivotcare_ForInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Account credit applied" |
*
* @param {Account_Credit_AppliedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_applied: ((inputs?: Account_Credit_AppliedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Credit_AppliedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "To be charged to your {card}" |
*
* @param {Account_To_Be_Charged_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_to_be_charged_to: ((inputs: Account_To_Be_Charged_ToInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_To_Be_Charged_ToInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "To pay on the bill date" |
*
* @param {Account_To_Pay_Bill_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_to_pay_bill_date: ((inputs?: Account_To_Pay_Bill_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_To_Pay_Bill_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your next monthly bill for each address, as we will charge it to the card on file." |
*
* @param {Account_Upcoming_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_upcoming_intro: ((inputs?: Account_Upcoming_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Upcoming_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your next bill" |
*
* @param {Account_What_Next_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_next_bill: ((inputs?: Account_What_Next_BillInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_What_Next_BillInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No bill coming up" |
*
* @param {Account_No_Bill_ComingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_bill_coming: ((inputs?: Account_No_Bill_ComingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Bill_ComingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing you have is billed monthly any more, or your furniture is not delivered yet." |
*
* @param {Account_No_Bill_Coming_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_bill_coming_text: ((inputs?: Account_No_Bill_Coming_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Bill_Coming_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Taxes are those in force on the bill’s date. The card is" |
*
* @param {Account_Taxes_In_ForceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_taxes_in_force: ((inputs?: Account_Taxes_In_ForceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Taxes_In_ForceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "on your payment information" |
*
* @param {Account_On_Payment_InfoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_on_payment_info: ((inputs?: Account_On_Payment_InfoInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_On_Payment_InfoInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ". Past bills are in your" |
*
* @param {Account_Past_Bills_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_past_bills_in: ((inputs?: Account_Past_Bills_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Past_Bills_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you: your billing is up to date" |
*
* @param {Account_Billing_Up_To_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_billing_up_to_date: ((inputs?: Account_Billing_Up_To_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Billing_Up_To_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We charged {amount} to the card on file." |
*
* @param {Account_We_ChargedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_we_charged: ((inputs: Account_We_ChargedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_We_ChargedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Its receipt is in" |
*
* @param {Account_Receipt_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_in: ((inputs?: Account_Receipt_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipt_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ", and the bill shows as paid in your" |
*
* @param {Account_Bill_Shows_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bill_shows_paid: ((inputs?: Account_Bill_Shows_PaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bill_Shows_PaidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "A monthly bill is unpaid." |
* | "other" | "{count} monthly bills are unpaid." |
*
* @param {Account_Bills_UnpaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bills_unpaid: ((inputs: Account_Bills_UnpaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bills_UnpaidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your {card} was declined for it: put a new card on file below, then pay." |
*
* @param {Account_Overdue_Card_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_overdue_card_declined: ((inputs: Account_Overdue_Card_DeclinedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Overdue_Card_DeclinedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay now with your {card} on file." |
*
* @param {Account_Overdue_Pay_WithInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_overdue_pay_with: ((inputs: Account_Overdue_Pay_WithInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Overdue_Pay_WithInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Put a card on file below, then pay." |
*
* @param {Account_Overdue_Put_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_overdue_put_card: ((inputs?: Account_Overdue_Put_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Overdue_Put_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paying" |
*
* @param {Account_PayingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paying: ((inputs?: Account_PayingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_PayingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay now {amount}" |
*
* @param {Account_Pay_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_now: ((inputs: Account_Pay_NowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pay_NowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No card on file. Add one below: monthly bills are charged to it." |
*
* @param {Account_No_Card_On_FileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_card_on_file: ((inputs?: Account_No_Card_On_FileInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Card_On_FileInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Account_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_expired: ((inputs?: Account_ExpiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_ExpiredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Billing address:" |
*
* @param {Account_Billing_Address_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_billing_address_label: ((inputs?: Account_Billing_Address_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Billing_Address_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "none yet (add an address)" |
*
* @param {Account_Billing_Address_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_billing_address_none: ((inputs?: Account_Billing_Address_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Billing_Address_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your {card} is now the card on file." |
*
* @param {Account_Card_Now_On_FileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_now_on_file: ((inputs: Account_Card_Now_On_FileInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Card_Now_On_FileInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Put a new card on file" |
*
* @param {Account_Put_New_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_put_new_card: ((inputs?: Account_Put_New_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Put_New_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card goes straight to our payment processor; we never see or keep its number. It is checked with a {hold} hold that is released at once." |
*
* @param {Account_Card_Processor_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_processor_note: ((inputs: Account_Card_Processor_NoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Card_Processor_NoteInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The card was not saved" |
*
* @param {Account_Card_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_not_saved: ((inputs?: Account_Card_Not_SavedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Card_Not_SavedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Name on card" |
*
* @param {Account_Name_On_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_name_on_card: ((inputs?: Account_Name_On_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Name_On_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Card number" |
*
* @param {Account_Card_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_number: ((inputs?: Account_Card_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Card_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Expiry (MM/YY)" |
*
* @param {Account_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_expiry: ((inputs?: Account_ExpiryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_ExpiryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "MM/YY" |
*
* @param {Account_Expiry_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_expiry_placeholder: ((inputs?: Account_Expiry_PlaceholderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Expiry_PlaceholderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Security code" |
*
* @param {Account_Security_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_security_code: ((inputs?: Account_Security_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Security_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Billing address" |
*
* @param {Account_Billing_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_billing_address: ((inputs?: Account_Billing_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Billing_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Same as my delivery address" |
*
* @param {Account_Same_As_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_same_as_delivery: ((inputs?: Account_Same_As_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Same_As_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Street address" |
*
* @param {Account_Street_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_street_address: ((inputs?: Account_Street_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Street_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Unit (optional)" |
*
* @param {Account_Unit_OptionalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_unit_optional: ((inputs?: Account_Unit_OptionalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Unit_OptionalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "City" |
*
* @param {Account_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_city: ((inputs?: Account_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Province or territory" |
*
* @param {Account_Province_TerritoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_territory: ((inputs?: Account_Province_TerritoryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Province_TerritoryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose" |
*
* @param {Account_ChooseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_choose: ((inputs?: Account_ChooseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_ChooseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Account_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_postal_code: ((inputs?: Account_Postal_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Postal_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A1A 1A1" |
*
* @param {Account_Postal_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_postal_placeholder: ((inputs?: Account_Postal_PlaceholderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Postal_PlaceholderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Checking the card" |
*
* @param {Account_Checking_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_checking_card: ((inputs?: Account_Checking_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Checking_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Save the new card" |
*
* @param {Account_Save_New_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_save_new_card: ((inputs?: Account_Save_New_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Save_New_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The card your monthly bills are charged to, and any balance that is overdue." |
*
* @param {Account_Payment_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_payment_intro: ((inputs?: Account_Payment_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Payment_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your payment information" |
*
* @param {Account_What_Payment_InfoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_payment_info: ((inputs?: Account_What_Payment_InfoInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_What_Payment_InfoInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Card on file" |
*
* @param {Account_Card_On_FileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_on_file: ((inputs?: Account_Card_On_FileInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Card_On_FileInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the name on the card." |
*
* @param {Account_Problem_Card_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_card_name: ((inputs?: Account_Problem_Card_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Problem_Card_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Check the card number." |
*
* @param {Account_Problem_Card_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_card_number: ((inputs?: Account_Problem_Card_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Problem_Card_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the expiry as MM/YY." |
*
* @param {Account_Problem_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_expiry: ((inputs?: Account_Problem_ExpiryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Problem_ExpiryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the 3 or 4 digit security code." |
*
* @param {Account_Problem_CvcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_cvc: ((inputs?: Account_Problem_CvcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Problem_CvcInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a first name." |
*
* @param {Account_Problem_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_first_name: ((inputs?: Account_Problem_First_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Problem_First_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a last name." |
*
* @param {Account_Problem_Last_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_last_name: ((inputs?: Account_Problem_Last_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Problem_Last_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the street address." |
*
* @param {Account_Problem_StreetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_street: ((inputs?: Account_Problem_StreetInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Problem_StreetInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the city." |
*
* @param {Account_Problem_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_city: ((inputs?: Account_Problem_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Problem_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a province." |
*
* @param {Account_Problem_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_province: ((inputs?: Account_Problem_ProvinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Problem_ProvinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the province or territory." |
*
* @param {Account_Problem_Province_TerritoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_province_territory: ((inputs?: Account_Problem_Province_TerritoryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Problem_Province_TerritoryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a postal code." |
*
* @param {Account_Problem_PostalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_postal: ((inputs?: Account_Problem_PostalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Problem_PostalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the postal code." |
*
* @param {Account_Problem_Postal_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_postal_the: ((inputs?: Account_Problem_Postal_TheInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Problem_Postal_TheInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a Canadian postal code like A1A 1A1." |
*
* @param {Account_Problem_Postal_FormatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_postal_format: ((inputs?: Account_Problem_Postal_FormatInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Problem_Postal_FormatInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a 10-digit phone number, e.g. 416 555 0134." |
*
* @param {Account_Problem_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_phone: ((inputs?: Account_Problem_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Problem_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the floor as a number." |
*
* @param {Account_Problem_FloorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_floor: ((inputs?: Account_Problem_FloorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Problem_FloorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Please sign in to continue." |
*
* @param {Account_Please_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_please_sign_in: ((inputs?: Account_Please_Sign_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Please_Sign_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Alberta" |
*
* @param {Account_Province_AbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_ab: ((inputs?: Account_Province_AbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Province_AbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "British Columbia" |
*
* @param {Account_Province_BcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_bc: ((inputs?: Account_Province_BcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Province_BcInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Manitoba" |
*
* @param {Account_Province_MbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_mb: ((inputs?: Account_Province_MbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Province_MbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New Brunswick" |
*
* @param {Account_Province_NbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_nb: ((inputs?: Account_Province_NbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Province_NbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Newfoundland and Labrador" |
*
* @param {Account_Province_NlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_nl: ((inputs?: Account_Province_NlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Province_NlInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nova Scotia" |
*
* @param {Account_Province_NsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_ns: ((inputs?: Account_Province_NsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Province_NsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Northwest Territories" |
*
* @param {Account_Province_NtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_nt: ((inputs?: Account_Province_NtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Province_NtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nunavut" |
*
* @param {Account_Province_NuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_nu: ((inputs?: Account_Province_NuInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Province_NuInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ontario" |
*
* @param {Account_Province_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_on: ((inputs?: Account_Province_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Province_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prince Edward Island" |
*
* @param {Account_Province_PeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_pe: ((inputs?: Account_Province_PeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Province_PeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quebec" |
*
* @param {Account_Province_QcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_qc: ((inputs?: Account_Province_QcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Province_QcInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saskatchewan" |
*
* @param {Account_Province_SkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_sk: ((inputs?: Account_Province_SkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Province_SkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yukon" |
*
* @param {Account_Province_YtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_yt: ((inputs?: Account_Province_YtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Province_YtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "House" |
*
* @param {Account_Building_HouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_building_house: ((inputs?: Account_Building_HouseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Building_HouseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Apartment" |
*
* @param {Account_Building_ApartmentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_building_apartment: ((inputs?: Account_Building_ApartmentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Building_ApartmentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Condo" |
*
* @param {Account_Building_CondoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_building_condo: ((inputs?: Account_Building_CondoInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Building_CondoInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Townhouse" |
*
* @param {Account_Building_TownhouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_building_townhouse: ((inputs?: Account_Building_TownhouseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Building_TownhouseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Office" |
*
* @param {Account_Building_OfficeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_building_office: ((inputs?: Account_Building_OfficeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Building_OfficeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "floor {floor}" |
*
* @param {Account_FloorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_floor: ((inputs: Account_FloorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_FloorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "elevator" |
*
* @param {Account_ElevatorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_elevator: ((inputs?: Account_ElevatorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_ElevatorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "loading dock" |
*
* @param {Account_Loading_DockInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_loading_dock: ((inputs?: Account_Loading_DockInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Loading_DockInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "buzzer {buzzer}" |
*
* @param {Account_BuzzerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_buzzer: ((inputs: Account_BuzzerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_BuzzerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "receiving {hours}" |
*
* @param {Account_ReceivingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receiving: ((inputs: Account_ReceivingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_ReceivingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{street}, unit {unit}" |
*
* @param {Account_Unit_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_unit_name: ((inputs: Account_Unit_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Unit_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Main address" |
*
* @param {Account_Main_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_main_address: ((inputs?: Account_Main_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Main_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "“{text}”" |
*
* @param {Account_QuotedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_quoted: ((inputs: Account_QuotedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_QuotedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No furniture here now" |
*
* @param {Account_No_Furniture_HereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_furniture_here: ((inputs?: Account_No_Furniture_HereInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Furniture_HereInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} product here" |
* | "other" | "{count} products here" |
*
* @param {Account_Products_HereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_products_here: ((inputs: Account_Products_HereInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Products_HereInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Remove this address?" |
*
* @param {Account_Remove_Address_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_remove_address_title: ((inputs?: Account_Remove_Address_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Remove_Address_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "It leaves your address book; past orders keep it." |
*
* @param {Account_Remove_Address_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_remove_address_text: ((inputs?: Account_Remove_Address_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Remove_Address_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Removing the address" |
*
* @param {Account_Removing_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_removing_address: ((inputs?: Account_Removing_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Removing_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Account_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_remove: ((inputs?: Account_RemoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_RemoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Account_Keep_ItInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_keep_it: ((inputs?: Account_Keep_ItInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Keep_ItInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Account_EditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_edit: ((inputs?: Account_EditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_EditInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Making it the main address" |
*
* @param {Account_Making_MainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_making_main: ((inputs?: Account_Making_MainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Making_MainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Make main address" |
*
* @param {Account_Make_MainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_make_main: ((inputs?: Account_Make_MainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Make_MainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ": {name}" |
*
* @param {Account_Hidden_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_hidden_name: ((inputs: Account_Hidden_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Hidden_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add an address" |
*
* @param {Account_Add_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_add_address: ((inputs?: Account_Add_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Add_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your addresses" |
*
* @param {Account_What_AddressesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_addresses: ((inputs?: Account_What_AddressesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_What_AddressesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No addresses yet" |
*
* @param {Account_No_AddressesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_addresses: ((inputs?: Account_No_AddressesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_AddressesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add the address we should deliver to; checkout offers it first." |
*
* @param {Account_No_Addresses_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_addresses_text: ((inputs?: Account_No_Addresses_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Addresses_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your addresses" |
*
* @param {Account_Your_AddressesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_addresses: ((inputs?: Account_Your_AddressesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Your_AddressesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Address added." |
*
* @param {Account_Address_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_address_added: ((inputs?: Account_Address_AddedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Address_AddedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Address saved." |
*
* @param {Account_Address_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_address_saved: ((inputs?: Account_Address_SavedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Address_SavedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Edit address" |
*
* @param {Account_Edit_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_edit_address: ((inputs?: Account_Edit_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Edit_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Account_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel: ((inputs?: Account_CancelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_CancelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find that address" |
*
* @param {Account_Address_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_address_not_found: ((inputs?: Account_Address_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Address_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See your addresses" |
*
* @param {Account_See_AddressesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_see_addresses: ((inputs?: Account_See_AddressesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_See_AddressesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "It may have been removed, or the link is not for your account." |
*
* @param {Account_Address_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_address_not_found_text: ((inputs?: Account_Address_Not_Found_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Address_Not_Found_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Everything the crew needs to bring your furniture in: the unit, floor, elevator, buzzer and when someone can receive it." |
*
* @param {Account_Address_Edit_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_address_edit_intro: ((inputs?: Account_Address_Edit_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Address_Edit_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "the address" |
*
* @param {Account_What_The_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_the_address: ((inputs?: Account_What_The_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_What_The_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Account_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_save_changes: ((inputs?: Account_Save_ChangesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Save_ChangesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Save address" |
*
* @param {Account_Save_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_save_address: ((inputs?: Account_Save_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Save_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Edit the address" |
*
* @param {Account_Edit_The_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_edit_the_address: ((inputs?: Account_Edit_The_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Edit_The_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New delivery address" |
*
* @param {Account_New_Delivery_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_new_delivery_address: ((inputs?: Account_New_Delivery_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_New_Delivery_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose an address" |
*
* @param {Account_Choose_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_choose_address: ((inputs?: Account_Choose_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Choose_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The billing address to use." |
*
* @param {Account_Billing_Address_To_UseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_billing_address_to_use: ((inputs?: Account_Billing_Address_To_UseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Billing_Address_To_UseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Where this should go." |
*
* @param {Account_Where_Should_GoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_where_should_go: ((inputs?: Account_Where_Should_GoInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Where_Should_GoInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add one first, then come back to choose it." |
*
* @param {Account_Add_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_add_first: ((inputs?: Account_Add_FirstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Add_FirstInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Use this address" |
*
* @param {Account_Use_This_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_use_this_address: ((inputs?: Account_Use_This_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Use_This_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your details are saved." |
*
* @param {Account_Profile_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_profile_saved: ((inputs?: Account_Profile_SavedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Profile_SavedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your details" |
*
* @param {Account_Your_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_details: ((inputs?: Account_Your_DetailsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Your_DetailsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "First name" |
*
* @param {Account_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_first_name: ((inputs?: Account_First_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_First_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Last name" |
*
* @param {Account_Last_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_last_name: ((inputs?: Account_Last_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Last_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Mobile phone" |
*
* @param {Account_Mobile_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_mobile_phone: ((inputs?: Account_Mobile_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Mobile_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A Canadian number, like 416-555-0134." |
*
* @param {Account_Phone_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_phone_hint: ((inputs?: Account_Phone_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Phone_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Verified." |
*
* @param {Account_Verified_SentenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_verified_sentence: ((inputs?: Account_Verified_SentenceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Verified_SentenceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Verify this number" |
*
* @param {Account_Verify_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_verify_number: ((inputs?: Account_Verify_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Verify_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Other phone" |
*
* @param {Account_Other_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_other_phone: ((inputs?: Account_Other_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Other_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Optional" |
*
* @param {Account_OptionalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_optional: ((inputs?: Account_OptionalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_OptionalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Text me about my deliveries" |
*
* @param {Account_Text_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_text_deliveries: ((inputs?: Account_Text_DeliveriesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Text_DeliveriesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sent to your mobile phone" |
*
* @param {Account_Sent_To_MobileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_sent_to_mobile: ((inputs?: Account_Sent_To_MobileInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Sent_To_MobileInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Email me news and offers" |
*
* @param {Account_Email_NewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_email_news: ((inputs?: Account_Email_NewsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Email_NewsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saving your details" |
*
* @param {Account_Saving_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_saving_details: ((inputs?: Account_Saving_DetailsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Saving_DetailsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Save details" |
*
* @param {Account_Save_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_save_details: ((inputs?: Account_Save_DetailsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Save_DetailsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the new email address." |
*
* @param {Account_Enter_New_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_enter_new_email: ((inputs?: Account_Enter_New_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Enter_New_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your password." |
*
* @param {Account_Enter_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_enter_password: ((inputs?: Account_Enter_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Enter_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "For your security, enter your password to change your email." |
*
* @param {Account_Security_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_security_password: ((inputs?: Account_Security_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Security_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Verified" |
*
* @param {Account_VerifiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_verified: ((inputs?: Account_VerifiedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_VerifiedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Not verified" |
*
* @param {Account_Not_VerifiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_not_verified: ((inputs?: Account_Not_VerifiedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Not_VerifiedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Account_Check_InboxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_check_inbox: ((inputs?: Account_Check_InboxInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Check_InboxInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We sent a link to" |
*
* @param {Account_Sent_Link_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_sent_link_to: ((inputs?: Account_Sent_Link_ToInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Sent_Link_ToInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ". Open it to finish the change; until then you keep signing in with {email}." |
*
* @param {Account_Finish_ChangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_finish_change: ((inputs: Account_Finish_ChangeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Finish_ChangeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Change your email" |
*
* @param {Account_Change_Your_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_change_your_email: ((inputs?: Account_Change_Your_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Change_Your_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New email address" |
*
* @param {Account_New_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_new_email: ((inputs?: Account_New_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_New_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your password" |
*
* @param {Account_Your_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_password: ((inputs?: Account_Your_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Your_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sending the link" |
*
* @param {Account_Sending_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_sending_link: ((inputs?: Account_Sending_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Sending_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Send a confirmation link" |
*
* @param {Account_Send_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_send_confirmation: ((inputs?: Account_Send_ConfirmationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Send_ConfirmationInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Change email" |
*
* @param {Account_Change_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_change_email: ((inputs?: Account_Change_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Change_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Verify your email" |
*
* @param {Account_Verify_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_verify_email: ((inputs?: Account_Verify_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Verify_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscription membership" |
*
* @param {Account_Membership_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_membership_subscription: ((inputs?: Account_Membership_SubscriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Membership_SubscriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ownership membership" |
*
* @param {Account_Membership_OwnershipInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_membership_ownership: ((inputs?: Account_Membership_OwnershipInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Membership_OwnershipInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your name, how we reach you, and what we send you." |
*
* @param {Account_Profile_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_profile_intro: ((inputs?: Account_Profile_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Profile_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your profile" |
*
* @param {Account_What_ProfileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_profile: ((inputs?: Account_What_ProfileInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_What_ProfileInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Memberships" |
*
* @param {Account_MembershipsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_memberships: ((inputs?: Account_MembershipsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_MembershipsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No membership yet: it starts with your first subscription or purchase." |
*
* @param {Account_No_MembershipInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_membership: ((inputs?: Account_No_MembershipInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_MembershipInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "· several addresses" |
*
* @param {Account_Several_AddressesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_several_addresses: ((inputs?: Account_Several_AddressesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Several_AddressesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Signed up" |
*
* @param {Account_Referral_State_JoinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_referral_state_joined: ((inputs?: Account_Referral_State_JoinedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Referral_State_JoinedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ordered: your credit comes when it is delivered" |
*
* @param {Account_Referral_State_OrderedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_referral_state_ordered: ((inputs?: Account_Referral_State_OrderedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Referral_State_OrderedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered: you were credited" |
*
* @param {Account_Referral_State_CreditedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_referral_state_credited: ((inputs?: Account_Referral_State_CreditedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Referral_State_CreditedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Share your link: a friend who signs up with it gets credit on their first order, and you earn credit when that order is delivered." |
*
* @param {Account_Referral_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_referral_intro: ((inputs?: Account_Referral_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Referral_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your referrals" |
*
* @param {Account_What_ReferralsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_referrals: ((inputs?: Account_What_ReferralsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_What_ReferralsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your link" |
*
* @param {Account_Your_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_link: ((inputs?: Account_Your_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Your_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Copy the link" |
*
* @param {Account_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_copy_link: ((inputs?: Account_Copy_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Copy_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Copied." |
*
* @param {Account_CopiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_copied: ((inputs?: Account_CopiedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_CopiedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Select the link and copy it." |
*
* @param {Account_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_copy_failed: ((inputs?: Account_Copy_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Copy_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your friend gets {welcome} off their first order; you get {reward} in credit once it is delivered. Credit is used first on your next order or monthly bill." |
*
* @param {Account_Referral_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_referral_terms: ((inputs: Account_Referral_TermsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Referral_TermsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Credit earned by referring:" |
*
* @param {Account_Credit_EarnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_earned: ((inputs?: Account_Credit_EarnedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Credit_EarnedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Who joined" |
*
* @param {Account_Who_JoinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_who_joined: ((inputs?: Account_Who_JoinedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Who_JoinedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nobody has signed up with your link yet." |
*
* @param {Account_Nobody_JoinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_nobody_joined: ((inputs?: Account_Nobody_JoinedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Nobody_JoinedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ordered" |
*
* @param {Account_Badge_OrderedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_badge_ordered: ((inputs?: Account_Badge_OrderedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Badge_OrderedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Joined" |
*
* @param {Account_Badge_JoinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_badge_joined: ((inputs?: Account_Badge_JoinedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Badge_JoinedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Joined {date}." |
*
* @param {Account_Joined_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_joined_on: ((inputs: Account_Joined_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Joined_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the six digits of the code we texted you." |
*
* @param {Account_Problem_Six_DigitsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_six_digits: ((inputs?: Account_Problem_Six_DigitsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Problem_Six_DigitsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Account_Problem_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_other: ((inputs?: Account_Problem_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Problem_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to Profile" |
*
* @param {Account_Back_To_ProfileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_back_to_profile: ((inputs?: Account_Back_To_ProfileInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Back_To_ProfileInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Account_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_my_account: ((inputs?: Account_My_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_My_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your code" |
*
* @param {Account_Enter_Your_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_enter_your_code: ((inputs?: Account_Enter_Your_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Enter_Your_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Six-digit code" |
*
* @param {Account_Six_Digit_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_six_digit_code: ((inputs?: Account_Six_Digit_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Six_Digit_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "It works until {time}" |
*
* @param {Account_Works_UntilInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_works_until: ((inputs: Account_Works_UntilInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Works_UntilInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Checking the code" |
*
* @param {Account_Checking_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_checking_code: ((inputs?: Account_Checking_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Checking_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Verify" |
*
* @param {Account_VerifyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_verify: ((inputs?: Account_VerifyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_VerifyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Send a new code" |
*
* @param {Account_Send_New_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_send_new_code: ((inputs?: Account_Send_New_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Send_New_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Verify your mobile number" |
*
* @param {Account_Verify_Mobile_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_verify_mobile_title: ((inputs?: Account_Verify_Mobile_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Verify_Mobile_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Verify your mobile" |
*
* @param {Account_Verify_Mobile_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_verify_mobile_short: ((inputs?: Account_Verify_Mobile_ShortInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Verify_Mobile_ShortInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading" |
*
* @param {Account_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_loading: ((inputs?: Account_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load this page" |
*
* @param {Account_Page_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_load_failed: ((inputs?: Account_Page_Load_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Load_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account has no email address." |
*
* @param {Account_No_Email_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_email_address: ((inputs?: Account_No_Email_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Email_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add a mobile number to your profile first; the code is texted to it." |
*
* @param {Account_Add_Mobile_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_add_mobile_first: ((inputs?: Account_Add_Mobile_FirstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Add_Mobile_FirstInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add a mobile number" |
*
* @param {Account_Add_MobileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_add_mobile: ((inputs?: Account_Add_MobileInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Add_MobileInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We sent a confirmation link to" |
*
* @param {Account_Sent_Confirmation_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_sent_confirmation_to: ((inputs?: Account_Sent_Confirmation_ToInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Sent_Confirmation_ToInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ". Open it to confirm your address; the link works once." |
*
* @param {Account_Open_Link_OnceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_open_link_once: ((inputs?: Account_Open_Link_OnceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Open_Link_OnceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "I opened the link" |
*
* @param {Account_Opened_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_opened_link: ((inputs?: Account_Opened_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Opened_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Use another address" |
*
* @param {Account_Use_Another_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_use_another_address: ((inputs?: Account_Use_Another_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Use_Another_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We will text a six-digit code to" |
*
* @param {Account_Will_Text_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_will_text_code: ((inputs?: Account_Will_Text_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Will_Text_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ". It works for 10 minutes." |
*
* @param {Account_Works_Ten_MinutesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_works_ten_minutes: ((inputs?: Account_Works_Ten_MinutesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Works_Ten_MinutesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sending the code" |
*
* @param {Account_Sending_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_sending_code: ((inputs?: Account_Sending_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Sending_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Text me a code" |
*
* @param {Account_Text_Me_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_text_me_code: ((inputs?: Account_Text_Me_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Text_Me_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the code we texted to" |
*
* @param {Account_Enter_Code_TextedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_enter_code_texted: ((inputs?: Account_Enter_Code_TextedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Enter_Code_TextedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That code has expired" |
*
* @param {Account_Code_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_code_expired: ((inputs?: Account_Code_ExpiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Code_ExpiredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Codes work for 10 minutes. Ask for a new one." |
*
* @param {Account_Code_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_code_expired_text: ((inputs?: Account_Code_Expired_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Code_Expired_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Too many wrong codes" |
*
* @param {Account_Too_Many_CodesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_too_many_codes: ((inputs?: Account_Too_Many_CodesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Too_Many_CodesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "For your security, verification is locked" |
*
* @param {Account_LockedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_locked: ((inputs?: Account_LockedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_LockedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "until" |
*
* @param {Account_UntilInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_until: ((inputs?: Account_UntilInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_UntilInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "; you can ask for a new code then." |
*
* @param {Account_Ask_New_Code_ThenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_ask_new_code_then: ((inputs?: Account_Ask_New_Code_ThenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Ask_New_Code_ThenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your email is verified" |
*
* @param {Account_Email_VerifiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_email_verified: ((inputs?: Account_Email_VerifiedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Email_VerifiedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your mobile number is verified" |
*
* @param {Account_Mobile_VerifiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_mobile_verified: ((inputs?: Account_Mobile_VerifiedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Mobile_VerifiedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "is confirmed." |
*
* @param {Account_Is_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_is_confirmed: ((inputs?: Account_Is_ConfirmedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Is_ConfirmedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery texts can go to it." |
*
* @param {Account_Delivery_Texts_GoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_delivery_texts_go: ((inputs?: Account_Delivery_Texts_GoInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Delivery_Texts_GoInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot Furniture" |
*
* @param {Account_BrandInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_brand: ((inputs?: Account_BrandInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_BrandInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Language_NameInputs = {};
export type Shell_Language_Switch_LabelInputs = {};
export type Shell_Language_Switch_HintInputs = {};
export type Shell_Cart_Label_EmptyInputs = {};
export type Shell_Cart_LabelInputs = {
    count: NonNullable<unknown>;
};
export type Shell_Footer_ShopInputs = {};
export type Shell_Footer_HelpInputs = {};
export type Shell_Footer_FaqInputs = {};
export type Shell_Footer_ContactInputs = {};
export type Shell_Footer_SwatchesInputs = {};
export type Shell_Footer_Cover_KitInputs = {};
export type Shell_Footer_CompanyInputs = {};
export type Shell_Footer_Our_ApproachInputs = {};
export type Shell_Footer_AgreementsInputs = {};
export type Shell_Footer_CareersInputs = {};
export type Shell_Footer_External_SiteInputs = {};
export type Shell_Footer_Your_AccountInputs = {};
export type Shell_Footer_My_AccountInputs = {};
export type Shell_Footer_Create_AccountInputs = {};
export type Shell_Footer_Sign_InInputs = {};
export type Shell_Footer_PoliciesInputs = {};
export type Shell_Footer_PrivacyInputs = {};
export type Shell_Footer_TermsInputs = {};
export type Shell_Footer_Liquidation_PolicyInputs = {};
export type Shell_Footer_CopyrightInputs = {};
export type Shell_Footer_SocialInputs = {};
export type Shell_Footer_LanguageInputs = {};
export type Shell_Header_HomeInputs = {};
export type Shell_Menu_TitleInputs = {};
export type Shell_Menu_CloseInputs = {};
export type Shell_Menu_MainInputs = {};
export type Shell_Menu_My_AccountInputs = {};
export type Shell_Menu_Sign_InInputs = {};
export type Shell_Menu_FaqInputs = {};
export type Shell_Menu_ContactInputs = {};
export type Shell_Menu_Sign_OutInputs = {};
export type Shell_Menu_BackInputs = {};
export type Shell_Menu_AllInputs = {
    category: NonNullable<unknown>;
};
export type Shell_Sale_BadgeInputs = {};
export type Shell_BrandInputs = {};
export type Shell_Account_GreetingInputs = {
    name: NonNullable<unknown>;
};
export type Shell_Account_My_AccountInputs = {};
export type Shell_Account_Sign_InInputs = {};
export type Shell_Cart_Popup_AddedInputs = {};
export type Shell_Cart_Popup_Not_AddedInputs = {};
export type Shell_Cart_Popup_ClearedInputs = {};
export type Shell_Cart_Popup_Cleared_TextInputs = {};
export type Shell_Cart_Popup_Add_ErrorInputs = {};
export type Shell_Cart_Popup_ItemInputs = {
    name: NonNullable<unknown>;
};
export type Shell_Cart_Popup_CountInputs = {
    count: NonNullable<unknown>;
};
export type Shell_Cart_Popup_View_CartInputs = {};
export type Shell_Cart_Popup_CheckoutInputs = {};
export type Shell_Category_Menu_LabelInputs = {};
export type Shell_Liquidation_TitleInputs = {};
export type Shell_Liquidation_PickupInputs = {};
export type Shell_Liquidation_Policy_LinkInputs = {};
export type Shell_Location_TitleInputs = {};
export type Shell_Location_Pinned_CityInputs = {
    city: NonNullable<unknown>;
};
export type Shell_Location_PinnedInputs = {};
export type Shell_Location_Shop_FromInputs = {
    city: NonNullable<unknown>;
};
export type Shell_Location_ContinueInputs = {};
export type Shell_Location_Pinned_Prices_CityInputs = {
    city: NonNullable<unknown>;
    province: NonNullable<unknown>;
};
export type Shell_Location_Pinned_Prices_DefaultInputs = {};
export type Shell_Location_DescriptionInputs = {};
export type Shell_Location_CurrentInputs = {
    city: NonNullable<unknown>;
    province: NonNullable<unknown>;
};
export type Shell_Location_Select_CityInputs = {};
export type Shell_Location_ButtonInputs = {};
export type Shell_Not_Found_TitleInputs = {};
export type Shell_Not_Found_Page_TitleInputs = {};
export type Shell_Not_Found_TextInputs = {};
export type Shell_Not_Found_RoomsInputs = {};
export type Shell_Home_LinkInputs = {};
export type Shell_Promo_SaleInputs = {};
export type Shell_Promo_Made_In_CanadaInputs = {};
export type Shell_Promo_Own_CrewInputs = {};
export type Shell_Billing_AlertInputs = {};
export type Shell_Quick_Links_LabelInputs = {};
export type Shell_Quick_SofasInputs = {};
export type Shell_Quick_SectionalsInputs = {};
export type Shell_Quick_Lounge_ChairsInputs = {};
export type Shell_Quick_LoveseatsInputs = {};
export type Shell_Quick_Coffee_TablesInputs = {};
export type Shell_Quick_End_TablesInputs = {};
export type Shell_Quick_Dining_TablesInputs = {};
export type Shell_Quick_Dining_ChairsInputs = {};
export type Shell_Quick_BedsInputs = {};
export type Shell_SearchInputs = {};
export type Shell_Search_CloseInputs = {};
export type Shell_Search_HintInputs = {};
export type Shell_Error_TitleInputs = {};
export type Shell_Error_TextInputs = {};
export type Shell_Error_Text_UnreportedInputs = {};
export type Shell_Error_RetryInputs = {};
export type Shell_Skip_To_ContentInputs = {};
export type Shell_BackInputs = {};
export type Shell_Back_AddressInputs = {};
export type Shell_Back_My_ProductsInputs = {};
export type Shell_Back_My_AccountInputs = {};
export type Shell_Unsupported_Page_TitleInputs = {};
export type Shell_Unsupported_HeadingInputs = {};
export type Shell_Unsupported_TextInputs = {};
export type Shell_Unsupported_FeaturesInputs = {};
export type Shell_Unsupported_PhoneInputs = {};
export type Shell_Version_TitleInputs = {};
export type Shell_Version_ReleaseInputs = {};
export type Shell_Province_AbInputs = {};
export type Shell_Province_BcInputs = {};
export type Shell_Province_MbInputs = {};
export type Shell_Province_NbInputs = {};
export type Shell_Province_NlInputs = {};
export type Shell_Province_NsInputs = {};
export type Shell_Province_NtInputs = {};
export type Shell_Province_NuInputs = {};
export type Shell_Province_OnInputs = {};
export type Shell_Province_PeInputs = {};
export type Shell_Province_QcInputs = {};
export type Shell_Province_SkInputs = {};
export type Shell_Province_YtInputs = {};
export type Ui_CloseInputs = {};
export type Ui_DismissInputs = {};
export type Ui_NotificationsInputs = {};
export type Ui_NotificationInputs = {};
export type Ui_LoadingInputs = {};
export type Ui_Loading_WaitInputs = {};
export type Ui_On_This_PageInputs = {};
export type Ui_BreadcrumbInputs = {};
export type Ui_PagesInputs = {};
export type Ui_Previous_PageInputs = {};
export type Ui_PreviousInputs = {};
export type Ui_Next_PageInputs = {};
export type Ui_NextInputs = {};
export type Ui_Page_NumberInputs = {
    page: NonNullable<unknown>;
};
export type Ui_Try_AgainInputs = {};
export type Ui_Previous_ImageInputs = {};
export type Ui_Next_ImageInputs = {};
export type Ui_Password_ShowInputs = {};
export type Ui_Password_HideInputs = {};
export type Ui_Password_SubjectInputs = {};
export type Ui_Final_SaleInputs = {};
export type Ui_Or_FromInputs = {};
export type Ui_Gallery_MoreInputs = {};
export type Ui_Gallery_Full_ScreenInputs = {
    name: NonNullable<unknown>;
};
export type Ui_Gallery_PictureInputs = {
    number: NonNullable<unknown>;
    total: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
export type Ui_Promo_PlayInputs = {};
export type Ui_Promo_PauseInputs = {};
export type Ui_RatingInputs = {
    rating: NonNullable<unknown>;
};
export type Ui_StarsInputs = {
    count: NonNullable<unknown>;
};
export type Ui_ReviewsInputs = {
    count: NonNullable<unknown>;
};
export type Ui_Search_LabelInputs = {};
export type Ui_Search_PlaceholderInputs = {};
export type Ui_Search_SubmitInputs = {};
export type Ui_UnavailableInputs = {};
export type Ui_Address_LabelInputs = {};
export type Ui_Address_First_NameInputs = {};
export type Ui_Address_Last_NameInputs = {};
export type Ui_Address_PhoneInputs = {};
export type Ui_Address_Phone_HintInputs = {};
export type Ui_Address_StreetInputs = {};
export type Ui_Address_UnitInputs = {};
export type Ui_Address_CityInputs = {};
export type Ui_Address_ProvinceInputs = {};
export type Ui_Address_Province_PlaceholderInputs = {};
export type Ui_Address_Postal_CodeInputs = {};
export type Ui_Address_Postal_Code_HintInputs = {};
export type Ui_Address_Building_TypeInputs = {};
export type Ui_Address_Choose_OneInputs = {};
export type Ui_Address_HouseInputs = {};
export type Ui_Address_ApartmentInputs = {};
export type Ui_Address_CondoInputs = {};
export type Ui_Address_TownhouseInputs = {};
export type Ui_Address_OfficeInputs = {};
export type Ui_Address_FloorInputs = {};
export type Ui_Address_BuzzerInputs = {};
export type Ui_Address_Receiving_HoursInputs = {};
export type Ui_Address_Receiving_Hours_HintInputs = {};
export type Ui_Address_ElevatorInputs = {};
export type Ui_Address_Dock_DoorInputs = {};
export type Ui_Address_PrimaryInputs = {};
export type Ui_Address_InstructionsInputs = {};
export type Ui_Address_SavingInputs = {};
export type Ui_Card_ProcessorInputs = {};
export type Ui_Card_NameInputs = {};
export type Ui_Card_NumberInputs = {};
export type Ui_Card_ExpiryInputs = {};
export type Ui_Card_Expiry_PlaceholderInputs = {};
export type Ui_Card_Security_CodeInputs = {};
export type Cart_CheckoutInputs = {};
export type Cart_Blocked_No_CityInputs = {};
export type Cart_Blocked_UpdatingInputs = {};
export type Cart_Blocked_FailedInputs = {};
export type Cart_Blocked_Line_ErrorsInputs = {};
export type Cart_Page_TitleInputs = {};
export type Cart_DismissInputs = {};
export type Cart_Discarded_NoticeInputs = {};
export type Cart_Liquidation_PurchaseInputs = {};
export type Cart_City_Reason_CartInputs = {};
export type Cart_Empty_TitleInputs = {};
export type Cart_Browse_FurnitureInputs = {};
export type Cart_Empty_TextInputs = {};
export type Cart_Add_AssemblyInputs = {};
export type Cart_Assembly_Hint_PriceInputs = {
    price: NonNullable<unknown>;
};
export type Cart_Assembly_HintInputs = {};
export type Cart_Updating_PricesInputs = {};
export type Cart_Quote_Failed_CartInputs = {};
export type Cart_Quote_ErrorInputs = {};
export type Cart_Delivery_ChosenInputs = {
    date: NonNullable<unknown>;
};
export type Cart_Share_CartInputs = {};
export type Cart_Empty_CartInputs = {};
export type Cart_Lines_LabelInputs = {};
export type Cart_Line_OptionInputs = {
    option: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Cart_Pivotcare_LabelInputs = {};
export type Cart_Pivotcare_Label_PriceInputs = {
    price: NonNullable<unknown>;
};
export type Cart_Pivotcare_HintInputs = {};
export type Cart_Line_Final_SaleInputs = {};
export type Cart_QuantityInputs = {};
export type Cart_Quantity_CountInputs = {
    quantity: NonNullable<unknown>;
};
export type Cart_RemoveInputs = {};
export type Cart_Remove_LineInputs = {
    name: NonNullable<unknown>;
};
export type Cart_Way_SubscriptionInputs = {};
export type Cart_Way_FinancingInputs = {};
export type Cart_Way_RentalInputs = {};
export type Cart_Way_BuyInputs = {};
export type Cart_Way_Final_Sale_MonthlyInputs = {};
export type Cart_Way_Final_SaleInputs = {};
export type Cart_Way_MinimumInputs = {
    way: NonNullable<unknown>;
    months: NonNullable<unknown>;
};
export type Cart_Way_MonthsInputs = {
    way: NonNullable<unknown>;
    months: NonNullable<unknown>;
};
export type Cart_Terms_FinancingInputs = {
    payments: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Cart_Terms_SubscriptionInputs = {
    payments: NonNullable<unknown>;
};
export type Cart_Terms_RentalInputs = {};
export type Cart_Summary_TitleInputs = {};
export type Cart_Due_TodayInputs = {};
export type Cart_Then_MonthlyInputs = {};
export type Cart_Row_PurchasesInputs = {};
export type Cart_Row_First_MonthInputs = {};
export type Cart_Row_PickupInputs = {};
export type Cart_Row_FreeInputs = {};
export type Cart_Row_DeliveryInputs = {};
export type Cart_Row_AssemblyInputs = {};
export type Cart_Row_Account_CreditInputs = {};
export type Cart_Row_Total_TodayInputs = {};
export type Cart_Row_Monthly_ItemsInputs = {};
export type Cart_Row_Each_MonthInputs = {};
export type Cart_Tax_GstInputs = {};
export type Cart_Tax_HstInputs = {};
export type Cart_Tax_QstInputs = {};
export type Cart_Tax_PstInputs = {};
export type Cart_Tax_RstInputs = {};
export type Cart_Tax_RateInputs = {
    tax: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Cart_Pickup_NoteInputs = {
    address: NonNullable<unknown>;
};
export type Cart_Estimated_DeliveryInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Cart_Final_Sale_TitleInputs = {};
export type Cart_Final_Sale_TextInputs = {};
export type Cart_Sale_Notice_OneInputs = {
    name: NonNullable<unknown>;
};
export type Cart_Sale_Notice_OtherInputs = {
    names: NonNullable<unknown>;
};
export type Cart_Sale_Notice_An_ItemInputs = {};
export type Cart_List_AndInputs = {
    first: NonNullable<unknown>;
    last: NonNullable<unknown>;
};
export type Cart_Error_TitleInputs = {};
export type Cart_Error_NetworkInputs = {};
export type Cart_Error_GeneralInputs = {};
export type Cart_Try_AgainInputs = {};
export type Cart_Home_PageInputs = {};
export type Cart_City_FixedInputs = {
    place: NonNullable<unknown>;
};
export type Cart_Your_CityInputs = {};
export type Cart_Your_City_HintInputs = {};
export type Cart_Choose_LocationInputs = {};
export type Cart_Select_CityInputs = {};
export type Cart_Loading_CitiesInputs = {};
export type Cart_Cities_FailedInputs = {};
export type Cart_PackagesInputs = {};
export type Cart_Package_PicturesInputs = {
    name: NonNullable<unknown>;
};
export type Cart_Package_Pieces_HeadingInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Package_Lines_LabelInputs = {};
export type Cart_Package_Missing_OneInputs = {};
export type Cart_Package_Missing_OtherInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Quote_Failed_PackageInputs = {};
export type Cart_Add_PackageInputs = {};
export type Cart_Packages_IntroInputs = {};
export type Cart_Packages_None_TitleInputs = {};
export type Cart_Packages_None_TextInputs = {};
export type Cart_Packages_AllInputs = {};
export type Cart_Package_Tile_NoteInputs = {
    count: NonNullable<unknown>;
    description: NonNullable<unknown>;
};
export type Cart_Share_TitleInputs = {};
export type Cart_Share_City_ReasonInputs = {};
export type Cart_Share_Empty_TextInputs = {};
export type Cart_Share_IntroInputs = {};
export type Cart_Share_Lines_LabelInputs = {};
export type Cart_Share_Link_LabelInputs = {};
export type Cart_Share_Link_HintInputs = {
    date: NonNullable<unknown>;
};
export type Cart_Share_CopyInputs = {};
export type Cart_Share_OpenInputs = {};
export type Cart_Share_CopiedInputs = {};
export type Cart_Share_Copy_FailedInputs = {};
export type Cart_Share_Failed_TitleInputs = {};
export type Cart_Share_FailedInputs = {};
export type Cart_Share_CreateInputs = {};
export type Cart_Back_To_CartInputs = {};
export type Cart_Shared_TitleInputs = {};
export type Cart_Shared_Not_Found_TitleInputs = {};
export type Cart_Shared_ExpiredInputs = {};
export type Cart_Go_To_CartInputs = {};
export type Cart_Shared_Expired_TextInputs = {};
export type Cart_Shared_With_You_OneInputs = {};
export type Cart_Shared_With_You_OtherInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Shared_Loaded_ReplaceInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Shared_Loaded_IncreasedInputs = {
    added: NonNullable<unknown>;
    increased: NonNullable<unknown>;
};
export type Cart_Shared_Loaded_AddedInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Shared_CappedInputs = {};
export type Cart_Shared_SkippedInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Shared_Add_ErrorInputs = {};
export type Cart_Shared_City_ReasonInputs = {};
export type Cart_Shared_Unavailable_OneInputs = {};
export type Cart_Shared_Unavailable_OtherInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Shared_Lines_LabelInputs = {};
export type Cart_Quote_Failed_ItemsInputs = {};
export type Cart_Shared_None_SoldInputs = {};
export type Cart_Add_To_My_CartInputs = {};
export type Cart_Shared_Own_OneInputs = {};
export type Cart_Shared_Own_OtherInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Replace_My_CartInputs = {};
export type Cart_Snapshot_No_Longer_SoldInputs = {};
export type Cart_Price_For_CityInputs = {};
export type Cart_Added_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Cart_AddedInputs = {};
export type Cart_Product_PickupInputs = {
    address: NonNullable<unknown>;
};
export type Catalog_HomeInputs = {};
export type Catalog_Try_AgainInputs = {};
export type Catalog_Go_HomeInputs = {};
export type Catalog_Back_HomeInputs = {};
export type Catalog_Choose_OneInputs = {};
export type Catalog_Error_TitleInputs = {};
export type Catalog_Error_NetworkInputs = {};
export type Catalog_Error_GenericInputs = {};
export type Catalog_Category_GoneInputs = {};
export type Catalog_Category_Title_PageInputs = {
    name: NonNullable<unknown>;
    page: NonNullable<unknown>;
};
export type Catalog_Category_DescriptionInputs = {
    name: NonNullable<unknown>;
    site: NonNullable<unknown>;
};
export type Catalog_Category_By_TypeInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Category_ProductsInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Category_Empty_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Category_See_AllInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Category_Empty_TextInputs = {};
export type Catalog_Home_TitleInputs = {
    site: NonNullable<unknown>;
};
export type Catalog_Home_DescriptionInputs = {};
export type Catalog_Home_EyebrowInputs = {};
export type Catalog_Home_Hero_TitleInputs = {};
export type Catalog_Home_Hero_LeadInputs = {};
export type Catalog_Home_Hero_AltInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Shop_CategoryInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Order_Free_SwatchesInputs = {};
export type Catalog_Home_FeaturedInputs = {};
export type Catalog_Shop_By_RoomInputs = {};
export type Catalog_Home_GalleryInputs = {};
export type Catalog_Home_Gallery_TextInputs = {};
export type Catalog_Home_Photo_AltInputs = {};
export type Catalog_Your_CityInputs = {};
export type Catalog_Final_SaleInputs = {};
export type Catalog_Way_To_Pay_LabelInputs = {};
export type Catalog_Final_Sale_TextInputs = {};
export type Catalog_Add_To_CartInputs = {};
export type Catalog_Price_Term_MinimumInputs = {
    term: NonNullable<unknown>;
};
export type Catalog_Price_OrInputs = {};
export type Catalog_Price_OutrightInputs = {};
export type Catalog_Price_Or_FromInputs = {};
export type Catalog_Price_WithInputs = {
    way: NonNullable<unknown>;
};
export type Catalog_Assembly_Not_OfferedInputs = {};
export type Catalog_Assembly_KitInputs = {};
export type Catalog_Assembly_FeeInputs = {};
export type Catalog_Assembly_FreeInputs = {};
export type Catalog_Facts_OverviewInputs = {};
export type Catalog_Facts_DetailsInputs = {};
export type Catalog_Facts_MaterialsInputs = {};
export type Catalog_Facts_CareInputs = {};
export type Catalog_Facts_AboutInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_DimensionsInputs = {};
export type Catalog_Drawing_Front_AltInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Drawing_Side_AltInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_MeasurementsInputs = {};
export type Catalog_MeasureInputs = {};
export type Catalog_MetricInputs = {};
export type Catalog_ImperialInputs = {};
export type Catalog_SuggestionsInputs = {};
export type Catalog_FromInputs = {};
export type Catalog_Unavailable_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Unavailable_HeadInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Unavailable_See_OtherInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Unavailable_TextInputs = {};
export type Catalog_Listing_ColourInputs = {};
export type Catalog_Listing_NoneInputs = {};
export type Catalog_Listing_CountInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Listing_ShowingInputs = {
    first: NonNullable<unknown>;
    last: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Catalog_Clear_FiltersInputs = {};
export type Catalog_Bestsellers_OnlyInputs = {};
export type Catalog_Listing_Past_EndInputs = {};
export type Catalog_Listing_First_PageInputs = {};
export type Catalog_Listing_Page_CountInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Listing_No_MatchInputs = {};
export type Catalog_Listing_No_Match_TextInputs = {};
export type Catalog_Listing_ProductsInputs = {};
export type Catalog_Sort_ByInputs = {};
export type Catalog_Sort_FeaturedInputs = {};
export type Catalog_Sort_Price_AscInputs = {};
export type Catalog_Sort_Price_DescInputs = {};
export type Catalog_Sort_NameInputs = {};
export type Catalog_Option_Not_HereInputs = {};
export type Catalog_Option_Unavailable_LabelInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Option_UnavailableInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Learn_MoreInputs = {};
export type Catalog_Learn_More_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_ReviewsInputs = {};
export type Catalog_Reviews_NoneInputs = {};
export type Catalog_Reviews_CountInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Reviews_ListInputs = {};
export type Catalog_Reviews_A_CustomerInputs = {};
export type Catalog_Reviews_VerifiedInputs = {};
export type Catalog_Reviews_NewerInputs = {};
export type Catalog_Reviews_OlderInputs = {};
export type Catalog_Reviews_PageInputs = {
    page: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Catalog_Search_Results_ForInputs = {
    query: NonNullable<unknown>;
};
export type Catalog_Search_Head_TitleInputs = {
    query: NonNullable<unknown>;
};
export type Catalog_Search_Tag_DescriptionInputs = {
    name: NonNullable<unknown>;
    site: NonNullable<unknown>;
};
export type Catalog_Search_DescriptionInputs = {
    query: NonNullable<unknown>;
    site: NonNullable<unknown>;
};
export type Catalog_SearchInputs = {};
export type Catalog_Search_ResultsInputs = {};
export type Catalog_Search_Tag_EmptyInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Search_EmptyInputs = {
    query: NonNullable<unknown>;
};
export type Catalog_Search_NoneInputs = {};
export type Catalog_Search_PopularInputs = {};
export type Catalog_Search_RoomsInputs = {};
export type Catalog_Tag_SofasInputs = {};
export type Catalog_Tag_SectionalsInputs = {};
export type Catalog_Tag_Lounge_ChairsInputs = {};
export type Catalog_Tag_LoveseatsInputs = {};
export type Catalog_Tag_Coffee_TablesInputs = {};
export type Catalog_Tag_End_TablesInputs = {};
export type Catalog_Tag_Dining_TablesInputs = {};
export type Catalog_Tag_Dining_ChairsInputs = {};
export type Catalog_Tag_BedsInputs = {};
export type Catalog_Swatches_TitleInputs = {};
export type Catalog_Swatches_DescriptionInputs = {};
export type Catalog_Swatches_BreadcrumbInputs = {};
export type Catalog_Swatches_IntroInputs = {
    max: NonNullable<unknown>;
};
export type Catalog_Swatches_FormInputs = {};
export type Catalog_Swatches_WhereInputs = {};
export type Catalog_Swatches_Full_NameInputs = {};
export type Catalog_Swatches_EmailInputs = {};
export type Catalog_Swatches_Email_HintInputs = {};
export type Catalog_Swatches_PhoneInputs = {};
export type Catalog_Swatches_StreetInputs = {};
export type Catalog_Swatches_UnitInputs = {};
export type Catalog_Swatches_CityInputs = {};
export type Catalog_Swatches_ProvinceInputs = {};
export type Catalog_Swatches_Postal_CodeInputs = {};
export type Catalog_Swatches_Postal_HintInputs = {};
export type Catalog_Swatches_CountryInputs = {};
export type Catalog_Swatches_FailedInputs = {};
export type Catalog_Swatches_Failed_TextInputs = {};
export type Catalog_Swatches_SendingInputs = {};
export type Catalog_Swatches_Order_CountInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Swatches_ChooseInputs = {};
export type Catalog_Swatches_ChosenInputs = {
    count: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Catalog_Swatches_FullInputs = {};
export type Catalog_Swatches_Other_FabricsInputs = {};
export type Catalog_Swatches_PlacedInputs = {};
export type Catalog_Keep_ShoppingInputs = {};
export type Catalog_Swatches_Order_NumberInputs = {};
export type Catalog_Swatches_MailingInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Error_Full_NameInputs = {};
export type Catalog_Error_Full_Name_LongInputs = {};
export type Catalog_Error_EmailInputs = {};
export type Catalog_Error_Email_InvalidInputs = {};
export type Catalog_Error_PhoneInputs = {};
export type Catalog_Error_Phone_InvalidInputs = {};
export type Catalog_Error_StreetInputs = {};
export type Catalog_Error_Street_LongInputs = {};
export type Catalog_Error_Unit_LongInputs = {};
export type Catalog_Error_CityInputs = {};
export type Catalog_Error_City_LongInputs = {};
export type Catalog_Error_ProvinceInputs = {};
export type Catalog_Error_Postal_CodeInputs = {};
export type Catalog_Error_Postal_Code_InvalidInputs = {};
export type Catalog_Error_Postal_Code_ProvinceInputs = {
    postal: NonNullable<unknown>;
    province: NonNullable<unknown>;
};
export type Catalog_Error_Swatches_NoneInputs = {};
export type Catalog_Error_Swatches_ManyInputs = {
    max: NonNullable<unknown>;
};
export type Catalog_Delivers_DaysInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Delivers_WeeksInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Delivers_Range_DaysInputs = {
    low: NonNullable<unknown>;
    high: NonNullable<unknown>;
};
export type Catalog_Delivers_Range_WeeksInputs = {
    low: NonNullable<unknown>;
    high: NonNullable<unknown>;
};
export type Catalog_Stock_Only_LeftInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Stock_InInputs = {};
export type Catalog_Stock_FromInputs = {
    date: NonNullable<unknown>;
};
export type Catalog_Stock_Made_To_OrderInputs = {};
export type Catalog_Stock_OutInputs = {
    city: NonNullable<unknown>;
};
export type Catalog_Dimension_WidthInputs = {};
export type Catalog_Dimension_DepthInputs = {};
export type Catalog_Dimension_HeightInputs = {};
export type Catalog_Dimension_Seat_HeightInputs = {};
export type Catalog_Dimension_Seat_DepthInputs = {};
export type Catalog_Dimension_Arm_HeightInputs = {};
export type Catalog_Dimension_Arm_WidthInputs = {};
export type Catalog_Dimension_Leg_HeightInputs = {};
export type Catalog_Dimension_Pile_ThicknessInputs = {};
export type Catalog_Dimension_WeightInputs = {};
export type Catalog_Unit_InchesInputs = {
    value: NonNullable<unknown>;
};
export type Catalog_Picture_FrontInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Picture_SideInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Images_TitleInputs = {
    name: NonNullable<unknown>;
    number: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Catalog_Images_DescriptionInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Images_CloseInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Head_DescriptionInputs = {
    name: NonNullable<unknown>;
    maker: NonNullable<unknown>;
};
export type Catalog_Head_Title_ColorInputs = {
    name: NonNullable<unknown>;
    color: NonNullable<unknown>;
};
export type Catalog_Pay_FinanceInputs = {};
export type Catalog_Pay_Final_Sale_FinanceInputs = {};
export type Catalog_Pay_SubscribeInputs = {};
export type Catalog_Pay_Subscribe_ShortInputs = {};
export type Catalog_Pay_RentInputs = {};
export type Catalog_Pay_BuyInputs = {};
export type Catalog_Pay_Final_Sale_BuyInputs = {};
export type Catalog_Pay_Buy_ClassicInputs = {};
export type Catalog_Pay_Buy_V2Inputs = {};
export type Catalog_Pay_Over_TermInputs = {
    title: NonNullable<unknown>;
    term: NonNullable<unknown>;
};
export type Catalog_Pay_Finance_DetailInputs = {
    term: NonNullable<unknown>;
};
export type Catalog_Pay_Subscribe_DetailInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Pay_Subscribe_MinimumInputs = {
    term: NonNullable<unknown>;
};
export type Catalog_Pay_Rent_DetailInputs = {};
export type Catalog_Pay_Final_Sale_Buy_DetailInputs = {};
export type Catalog_Pay_Buy_DetailInputs = {};
export type Catalog_Province_AbInputs = {};
export type Catalog_Province_BcInputs = {};
export type Catalog_Province_MbInputs = {};
export type Catalog_Province_NbInputs = {};
export type Catalog_Province_NlInputs = {};
export type Catalog_Province_NsInputs = {};
export type Catalog_Province_NtInputs = {};
export type Catalog_Province_NuInputs = {};
export type Catalog_Province_OnInputs = {};
export type Catalog_Province_PeInputs = {};
export type Catalog_Province_QcInputs = {};
export type Catalog_Province_SkInputs = {};
export type Catalog_Province_YtInputs = {};
export type Account_Load_LoadingInputs = {
    what: NonNullable<unknown>;
};
export type Account_Load_Failed_TitleInputs = {
    what: NonNullable<unknown>;
};
export type Account_Load_Failed_TextInputs = {};
export type Account_Trying_AgainInputs = {};
export type Account_Try_AgainInputs = {};
export type Account_What_AccountInputs = {};
export type Account_What_ProductsInputs = {};
export type Account_What_DeliveriesInputs = {};
export type Account_Page_CountInputs = {
    count: NonNullable<unknown>;
    page: NonNullable<unknown>;
    pageCount: NonNullable<unknown>;
};
export type Account_Go_First_PageInputs = {};
export type Account_Page_ProfileInputs = {};
export type Account_Page_Profile_HintInputs = {};
export type Account_Page_AddressInputs = {};
export type Account_Page_Address_HintInputs = {};
export type Account_Page_My_ProductsInputs = {};
export type Account_Page_My_Products_HintInputs = {};
export type Account_Page_Upcoming_BillInputs = {};
export type Account_Page_Upcoming_Bill_HintInputs = {};
export type Account_Page_Billing_HistoryInputs = {};
export type Account_Page_Billing_History_HintInputs = {};
export type Account_Page_Payment_InformationInputs = {};
export type Account_Page_Payment_Information_HintInputs = {};
export type Account_Page_DeliveriesInputs = {};
export type Account_Page_Deliveries_HintInputs = {};
export type Account_Page_ReceiptsInputs = {};
export type Account_Page_Receipts_HintInputs = {};
export type Account_Page_Unsigned_AgreementsInputs = {};
export type Account_Page_Unsigned_Agreements_HintInputs = {};
export type Account_Page_Product_ReviewsInputs = {};
export type Account_Page_Product_Reviews_HintInputs = {};
export type Account_Page_ReferralInputs = {};
export type Account_Page_Referral_HintInputs = {};
export type Account_Pages_LabelInputs = {};
export type Account_Overdue_TitleInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Overdue_TextInputs = {};
export type Account_Overdue_PayInputs = {};
export type Account_Unsigned_TitleInputs = {};
export type Account_Unsigned_TextInputs = {
    count: NonNullable<unknown>;
};
export type Account_Unsigned_SignInputs = {};
export type Account_Confirm_Email_TitleInputs = {};
export type Account_Confirm_Email_TextInputs = {
    email: NonNullable<unknown>;
};
export type Account_Confirm_Mobile_TitleInputs = {};
export type Account_Confirm_Mobile_TextInputs = {};
export type Account_Confirm_Mobile_LinkInputs = {};
export type Account_Waiting_TitleInputs = {};
export type Account_Next_Bill_TitleInputs = {};
export type Account_Next_Bill_OnInputs = {};
export type Account_More_BillsInputs = {
    count: NonNullable<unknown>;
};
export type Account_See_Whole_BillInputs = {};
export type Account_No_BillInputs = {};
export type Account_Next_Visit_TitleInputs = {};
export type Account_Next_Visit_PickupInputs = {
    number: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Account_Next_Visit_DeliveryInputs = {
    number: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Account_Nothing_ScheduledInputs = {};
export type Account_Follow_ItInputs = {};
export type Account_All_DeliveriesInputs = {};
export type Account_Your_FurnitureInputs = {};
export type Account_No_FurnitureInputs = {};
export type Account_Browse_FurnitureInputs = {};
export type Account_See_Paid_LeftInputs = {};
export type Account_Credit_LabelInputs = {};
export type Account_Credit_Used_FirstInputs = {};
export type Account_Window_MorningInputs = {};
export type Account_Window_AfternoonInputs = {};
export type Account_Window_EveningInputs = {};
export type Account_Window_AnytimeInputs = {};
export type Account_Window_PickupInputs = {};
export type Account_Day_WindowInputs = {
    day: NonNullable<unknown>;
    window: NonNullable<unknown>;
};
export type Account_To_Be_ScheduledInputs = {};
export type Account_Status_PendingInputs = {};
export type Account_Status_ConfirmedInputs = {};
export type Account_Status_ScheduledInputs = {};
export type Account_Status_Out_For_DeliveryInputs = {};
export type Account_Status_CompletedInputs = {};
export type Account_Status_CancelledInputs = {};
export type Account_Status_Payment_FailedInputs = {};
export type Account_Return_Status_ScheduledInputs = {};
export type Account_Return_Status_Out_For_DeliveryInputs = {};
export type Account_Return_Status_CompletedInputs = {};
export type Account_Type_OrderInputs = {};
export type Account_Type_ReturnInputs = {};
export type Account_Type_SwapInputs = {};
export type Account_Type_MoveInputs = {};
export type Account_Type_BuyoutInputs = {};
export type Account_Type_SwatchInputs = {};
export type Account_Kind_Monthly_BillInputs = {};
export type Account_Kind_Overdue_PaymentInputs = {};
export type Account_Kind_TipInputs = {};
export type Account_Kind_RefundInputs = {};
export type Account_Kind_CreditInputs = {};
export type Account_CardInputs = {};
export type Account_Card_EndingInputs = {
    name: NonNullable<unknown>;
    digits: NonNullable<unknown>;
};
export type Account_Card_ExpiresInputs = {
    card: NonNullable<unknown>;
    expiry: NonNullable<unknown>;
};
export type Account_Purchase_SubscriptionInputs = {};
export type Account_Purchase_FinancingInputs = {
    count: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Account_Purchase_RentalInputs = {};
export type Account_Purchase_PurchaseInputs = {};
export type Account_Final_Sale_SuffixInputs = {
    label: NonNullable<unknown>;
};
export type Account_No_ItemsInputs = {};
export type Account_Item_CountInputs = {
    count: NonNullable<unknown>;
};
export type Account_Paper_Status_PaidInputs = {};
export type Account_Paper_Status_Paid_LateInputs = {};
export type Account_Paper_Status_DeclinedInputs = {};
export type Account_Paper_Status_OpenInputs = {};
export type Account_Paper_Status_RefundedInputs = {};
export type Account_Paper_Status_CreditedInputs = {};
export type Account_Credit_ReferralInputs = {};
export type Account_Credit_RefundInputs = {};
export type Account_Credit_GoodwillInputs = {};
export type Account_Credit_AdjustmentInputs = {};
export type Account_Owed_OnInputs = {
    number: NonNullable<unknown>;
};
export type Account_Your_AddressInputs = {};
export type Account_Title_CountInputs = {
    title: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Account_Tip_For_Crew_OfInputs = {
    number: NonNullable<unknown>;
};
export type Account_Your_DeliveryInputs = {};
export type Account_Refund_OnInputs = {
    number: NonNullable<unknown>;
};
export type Account_Bill_ChargedInputs = {};
export type Account_Bill_Paid_LateInputs = {};
export type Account_Bill_DeclinedInputs = {};
export type Account_Bill_ProcessingInputs = {};
export type Account_Amount_RefundedInputs = {};
export type Account_Amount_CreditedInputs = {};
export type Account_Amount_ChargedInputs = {};
export type Account_Row_RefundedInputs = {
    date: NonNullable<unknown>;
};
export type Account_Row_CreditedInputs = {
    date: NonNullable<unknown>;
};
export type Account_Row_PaidInputs = {
    date: NonNullable<unknown>;
};
export type Account_Row_TippedInputs = {
    date: NonNullable<unknown>;
};
export type Account_Row_PlacedInputs = {
    date: NonNullable<unknown>;
};
export type Account_Row_Crew_TipInputs = {
    amount: NonNullable<unknown>;
};
export type Account_View_ReceiptInputs = {};
export type Account_View_Receipt_ForInputs = {
    kind: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Account_Receipts_TitleInputs = {};
export type Account_Receipts_IntroInputs = {};
export type Account_Receipts_Intro_LinkInputs = {};
export type Account_Receipts_LoadingInputs = {};
export type Account_Receipts_FailedInputs = {};
export type Account_Receipts_Failed_TextInputs = {};
export type Account_Receipts_Empty_TitleInputs = {};
export type Account_Start_ShoppingInputs = {};
export type Account_Receipts_Empty_TextInputs = {};
export type Account_Receipts_CountInputs = {
    count: NonNullable<unknown>;
};
export type Account_Receipts_PagesInputs = {};
export type Account_Receipts_Empty_PageInputs = {};
export type Account_Paper_IssuedInputs = {};
export type Account_Paper_Refunded_OnInputs = {};
export type Account_Paper_Credited_OnInputs = {};
export type Account_Paper_Paid_OnInputs = {};
export type Account_Paper_Total_RefundedInputs = {};
export type Account_Paper_Total_CreditedInputs = {};
export type Account_Total_ChargedInputs = {};
export type Account_InvoiceInputs = {};
export type Account_Credit_NoteInputs = {};
export type Account_ReceiptInputs = {};
export type Account_Gst_Hst_NumberInputs = {
    number: NonNullable<unknown>;
};
export type Account_Qst_NumberInputs = {
    number: NonNullable<unknown>;
};
export type Account_Receipt_DetailsInputs = {};
export type Account_Bill_DateInputs = {};
export type Account_Card_DeclinedInputs = {};
export type Account_For_OrderInputs = {};
export type Account_For_Bill_OfInputs = {};
export type Account_CustomerInputs = {};
export type Account_Billed_ForInputs = {};
export type Account_AddressInputs = {};
export type Account_This_MonthInputs = {};
export type Account_DetailsInputs = {};
export type Account_DescriptionInputs = {};
export type Account_AmountInputs = {};
export type Account_TotalsInputs = {};
export type Account_SubtotalInputs = {};
export type Account_Sales_TaxInputs = {};
export type Account_NoneInputs = {};
export type Account_TotalInputs = {};
export type Account_Credit_UsedInputs = {};
export type Account_Added_To_CreditInputs = {};
export type Account_Amount_OwedInputs = {};
export type Account_Amounts_CadInputs = {
    amount: NonNullable<unknown>;
};
export type Account_PaymentInputs = {};
export type Account_No_Card_CreditInputs = {};
export type Account_Paid_With_CreditInputs = {};
export type Account_No_Card_PaymentInputs = {};
export type Account_Refunded_ToInputs = {
    card: NonNullable<unknown>;
};
export type Account_Charged_ToInputs = {
    card: NonNullable<unknown>;
};
export type Account_TriedInputs = {
    card: NonNullable<unknown>;
};
export type Account_On_DateInputs = {
    date: NonNullable<unknown>;
};
export type Account_Payment_Failed_StatusInputs = {};
export type Account_Payment_Declined_StatusInputs = {};
export type Account_Payment_Pending_StatusInputs = {};
export type Account_Your_NoteInputs = {
    note: NonNullable<unknown>;
};
export type Account_Is_OwedInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Pay_Or_UpdateInputs = {};
export type Account_Paper_TermsInputs = {
    terms: NonNullable<unknown>;
    phone: NonNullable<unknown>;
    email: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Account_Payment_Refunded_StatusInputs = {};
export type Account_Return_FreeInputs = {};
export type Account_Return_Fee_DeclinedInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Return_Fee_RetryInputs = {};
export type Account_Return_Fee_Retry_LinkInputs = {};
export type Account_Return_Fee_OpenInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Order_DetailsInputs = {};
export type Account_Order_DateInputs = {};
export type Account_Not_PaidInputs = {};
export type Account_PickupInputs = {};
export type Account_DeliveryInputs = {};
export type Account_Pick_Up_AtInputs = {};
export type Account_Pickup_HoursInputs = {};
export type Account_Pickup_BringInputs = {
    hours: NonNullable<unknown>;
};
export type Account_DepotInputs = {};
export type Account_Moved_FromInputs = {};
export type Account_Picked_Up_FromInputs = {};
export type Account_Customer_AddressInputs = {};
export type Account_Delivered_ToInputs = {};
export type Account_No_AddressInputs = {};
export type Account_Move_AddressInputs = {};
export type Account_ItemsInputs = {};
export type Account_ItemInputs = {};
export type Account_QtyInputs = {};
export type Account_Unit_PriceInputs = {};
export type Account_Retail_Sold_AtInputs = {
    price: NonNullable<unknown>;
};
export type Account_RetailInputs = {};
export type Account_Sold_At_OffInputs = {};
export type Account_Pivotcare_LineInputs = {
    price: NonNullable<unknown>;
    monthly: NonNullable<unknown>;
};
export type Account_Cancelled_Not_MovedInputs = {};
export type Account_Cancelled_Not_DeliveredInputs = {};
export type Account_Moved_Fee_UnchangedInputs = {};
export type Account_Swap_In_PlaceInputs = {};
export type Account_First_Month_TodayInputs = {};
export type Account_Assembly_AmountInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Pickup_Cancelled_StaysInputs = {
    name: NonNullable<unknown>;
};
export type Account_Return_Pickup_OfInputs = {
    name: NonNullable<unknown>;
};
export type Account_Move_FeeInputs = {};
export type Account_ProductsInputs = {};
export type Account_Pickup_WarehouseInputs = {};
export type Account_FreeInputs = {};
export type Account_AssemblyInputs = {};
export type Account_Return_PickupInputs = {};
export type Account_DiscountInputs = {};
export type Account_RefundedInputs = {};
export type Account_Monthly_UnchangedInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Monthly_ThenInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Crew_TipsInputs = {};
export type Account_Tip_For_CrewInputs = {};
export type Account_Tip_For_Crew_CardInputs = {
    card: NonNullable<unknown>;
};
export type Account_Tips_NoteInputs = {};
export type Account_Terms_ReturnInputs = {};
export type Account_Terms_PaidInputs = {};
export type Account_Terms_SubscriptionInputs = {};
export type Account_Terms_QuestionsInputs = {
    phone: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
export type Account_Receipt_LoadingInputs = {};
export type Account_All_ReceiptsInputs = {};
export type Account_Print_InvoiceInputs = {};
export type Account_Print_ReceiptInputs = {};
export type Account_Receipt_Load_FailedInputs = {};
export type Account_Receipt_Not_FoundInputs = {};
export type Account_Receipt_Load_Failed_TextInputs = {};
export type Account_Receipt_Not_Found_TextInputs = {};
export type Account_View_PhotosInputs = {};
export type Account_Add_PhotosInputs = {};
export type Account_Receipt_TitleInputs = {
    number: NonNullable<unknown>;
};
export type Account_Invoice_TitleInputs = {
    number: NonNullable<unknown>;
};
export type Account_Pickup_Warehouse_NameInputs = {};
export type Account_Monthly_PartsInputs = {
    total: NonNullable<unknown>;
    fee: NonNullable<unknown>;
    care: NonNullable<unknown>;
};
export type Account_Product_OrderedInputs = {};
export type Account_Product_With_YouInputs = {};
export type Account_Product_Return_ScheduledInputs = {};
export type Account_Product_ReturnedInputs = {};
export type Account_Product_Bought_OutInputs = {};
export type Account_Product_CancelledInputs = {};
export type Account_Product_YoursInputs = {};
export type Account_Pay_SubscriptionInputs = {};
export type Account_Pay_Subscription_ChargeInputs = {
    charge: NonNullable<unknown>;
};
export type Account_Pay_FinancingInputs = {};
export type Account_Pay_Financing_ChargeInputs = {
    count: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Account_Pay_RentalInputs = {};
export type Account_Pay_Rental_ChargeInputs = {
    charge: NonNullable<unknown>;
};
export type Account_Pay_OutrightInputs = {};
export type Account_Left_Paid_OffInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Left_YoursInputs = {
    amount: NonNullable<unknown>;
};
export type Account_My_Products_IntroInputs = {};
export type Account_Option_ValueInputs = {
    name: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Account_Arriving_OnInputs = {};
export type Account_SinceInputs = {};
export type Account_Paid_So_FarInputs = {};
export type Account_Left_Until_Paid_OffInputs = {};
export type Account_Left_Until_OwnedInputs = {};
export type Account_Buyout_TodayInputs = {};
export type Account_Next_PaymentInputs = {};
export type Account_Next_Payment_ValueInputs = {
    amount: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Account_No_Furniture_TitleInputs = {};
export type Account_No_Furniture_TextInputs = {};
export type Account_Window_TimeInputs = {
    window: NonNullable<unknown>;
    depot: NonNullable<unknown>;
};
export type Account_Item_TimesInputs = {
    name: NonNullable<unknown>;
    quantity: NonNullable<unknown>;
};
export type Account_Dstatus_ScheduledInputs = {};
export type Account_Dstatus_On_Its_WayInputs = {};
export type Account_Dstatus_ArrivedInputs = {};
export type Account_Dstatus_DoneInputs = {};
export type Account_Dstatus_CancelledInputs = {};
export type Account_Dstatus_Picked_UpInputs = {};
export type Account_Dstatus_DeliveredInputs = {};
export type Account_Delivery_Not_FoundInputs = {};
export type Account_See_Your_DeliveriesInputs = {};
export type Account_Booking_Note_SwapInputs = {
    number: NonNullable<unknown>;
};
export type Account_Booking_Note_MoveInputs = {
    number: NonNullable<unknown>;
};
export type Account_Card_Label_PickupInputs = {
    date: NonNullable<unknown>;
};
export type Account_Card_Label_DeliveryInputs = {
    date: NonNullable<unknown>;
};
export type Account_Fact_WindowInputs = {};
export type Account_Fact_Items_PickupInputs = {};
export type Account_Fact_OrderInputs = {};
export type Account_Follow_PickupInputs = {};
export type Account_Follow_DeliveryInputs = {};
export type Account_Notices_By_SmsInputs = {};
export type Account_Notices_By_EmailInputs = {};
export type Account_Change_Notices_PickupInputs = {
    date: NonNullable<unknown>;
};
export type Account_Change_Notices_DeliveryInputs = {
    date: NonNullable<unknown>;
};
export type Account_ChangeInputs = {};
export type Account_See_What_HappenedInputs = {};
export type Account_Tip_Crew_PickupInputs = {
    date: NonNullable<unknown>;
};
export type Account_Tip_Crew_DeliveryInputs = {
    date: NonNullable<unknown>;
};
export type Account_Tip_The_CrewInputs = {};
export type Account_Deliveries_IntroInputs = {};
export type Account_UpcomingInputs = {};
export type Account_Nothing_Scheduled_NewInputs = {};
export type Account_PastInputs = {};
export type Account_No_Visit_YetInputs = {};
export type Account_Your_CardInputs = {};
export type Account_Swap_Cancelled_TitleInputs = {
    number: NonNullable<unknown>;
};
export type Account_Move_Cancelled_TitleInputs = {
    number: NonNullable<unknown>;
};
export type Account_Refunded_To_CardInputs = {
    amount: NonNullable<unknown>;
    card: NonNullable<unknown>;
};
export type Account_Refund_On_Its_WayInputs = {
    amount: NonNullable<unknown>;
    card: NonNullable<unknown>;
};
export type Account_Nothing_To_RefundInputs = {};
export type Account_See_The_ReceiptInputs = {};
export type Account_Loading_WindowsInputs = {};
export type Account_Windows_FailedInputs = {};
export type Account_No_Open_WindowInputs = {};
export type Account_No_Window_PickupInputs = {};
export type Account_No_Window_DeliveryInputs = {};
export type Account_Choose_WindowInputs = {};
export type Account_DayInputs = {};
export type Account_Window_Depot_TimeInputs = {
    depot: NonNullable<unknown>;
};
export type Account_Slot_Places_LeftInputs = {
    count: NonNullable<unknown>;
    label: NonNullable<unknown>;
};
export type Account_Not_MovedInputs = {};
export type Account_MovingInputs = {};
export type Account_Move_It_HereInputs = {};
export type Account_Move_This_PickupInputs = {};
export type Account_Move_This_DeliveryInputs = {};
export type Account_Move_Desc_SwapInputs = {};
export type Account_Move_Desc_MoveInputs = {};
export type Account_Move_DescInputs = {};
export type Account_Move_To_Another_WindowInputs = {};
export type Account_Cancel_Pickup_TitleInputs = {};
export type Account_Cancel_Pickup_DescInputs = {};
export type Account_Cancel_PickupInputs = {};
export type Account_Keep_PickupInputs = {};
export type Account_CancellingInputs = {};
export type Account_Not_CancelledInputs = {};
export type Account_Swap_Both_CancelledInputs = {
    coming: NonNullable<unknown>;
    keeps: NonNullable<unknown>;
};
export type Account_Move_Both_CancelledInputs = {
    keeps: NonNullable<unknown>;
};
export type Account_Stays_With_YouInputs = {
    name: NonNullable<unknown>;
};
export type Account_Stays_Where_It_IsInputs = {};
export type Account_At_Monthly_As_BeforeInputs = {
    amount: NonNullable<unknown>;
};
export type Account_What_You_Get_BackInputs = {};
export type Account_Refund_SwapInputs = {
    card: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Account_Refund_MoveInputs = {
    card: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Account_Its_DayInputs = {};
export type Account_Nothing_Charged_SwapInputs = {};
export type Account_Nothing_Charged_MoveInputs = {};
export type Account_Cancel_Swap_TitleInputs = {};
export type Account_Cancel_Move_TitleInputs = {};
export type Account_Cancel_Swap_DescInputs = {};
export type Account_Cancel_Move_DescInputs = {};
export type Account_Cancel_SwapInputs = {};
export type Account_Cancel_MoveInputs = {};
export type Account_Keep_SwapInputs = {};
export type Account_Keep_MoveInputs = {};
export type Account_Cancel_And_RefundInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Cancel_The_SwapInputs = {};
export type Account_Cancel_The_MoveInputs = {};
export type Account_Working_Out_RefundInputs = {};
export type Account_Cancel_Preview_FailedInputs = {};
export type Account_Swap_Cannot_CancelInputs = {};
export type Account_Move_Cannot_CancelInputs = {};
export type Account_Pstatus_ScheduledInputs = {};
export type Account_Pstatus_DoneInputs = {};
export type Account_Pstatus_CancelledInputs = {};
export type Account_Stage_Pickup_ScheduledInputs = {};
export type Account_Stage_Delivery_ScheduledInputs = {};
export type Account_Stage_Out_For_DeliveryInputs = {};
export type Account_Stops_Before_YoursInputs = {
    count: NonNullable<unknown>;
};
export type Account_Stops_Before_Yours_PlainInputs = {};
export type Account_Stage_NearbyInputs = {};
export type Account_Stage_ArrivedInputs = {};
export type Account_Stage_Picked_UpInputs = {};
export type Account_Stage_DeliveredInputs = {};
export type Account_Stage_CancelledInputs = {};
export type Account_Loading_MapInputs = {};
export type Account_TimelineInputs = {};
export type Account_NowInputs = {};
export type Account_BookedInputs = {
    date: NonNullable<unknown>;
};
export type Account_Pickup_Was_CancelledInputs = {};
export type Account_Delivery_Was_CancelledInputs = {};
export type Account_Crew_Will_Not_ComeInputs = {};
export type Account_Headline_Picked_UpInputs = {};
export type Account_Headline_DeliveredInputs = {};
export type Account_Crew_Finished_PickupInputs = {};
export type Account_Crew_Finished_DeliveryInputs = {};
export type Account_Crew_At_DoorInputs = {};
export type Account_Crew_With_YouInputs = {};
export type Account_Pickup_OnInputs = {
    date: NonNullable<unknown>;
};
export type Account_Delivery_OnInputs = {
    date: NonNullable<unknown>;
};
export type Account_Scheduled_DetailInputs = {
    window: NonNullable<unknown>;
};
export type Account_Arriving_InInputs = {
    count: NonNullable<unknown>;
};
export type Account_Crew_On_Its_WayInputs = {};
export type Account_Around_TimeInputs = {
    time: NonNullable<unknown>;
    depot: NonNullable<unknown>;
};
export type Account_Map_Of_CrewInputs = {};
export type Account_Crew_At_AddressInputs = {};
export type Account_Crew_Km_AwayInputs = {
    km: NonNullable<unknown>;
};
export type Account_Map_LabelInputs = {
    parts: NonNullable<unknown>;
    address: NonNullable<unknown>;
};
export type Account_Follow_Your_DeliveryInputs = {};
export type Account_What_This_DeliveryInputs = {};
export type Account_ProgressInputs = {};
export type Account_After_DeliveryInputs = {};
export type Account_Picking_UpInputs = {};
export type Account_BringingInputs = {};
export type Account_Order_Notices_SmsInputs = {
    number: NonNullable<unknown>;
};
export type Account_Order_Notices_EmailInputs = {
    number: NonNullable<unknown>;
};
export type Account_Change_How_HearInputs = {};
export type Account_Live_PausedInputs = {};
export type Account_Live_Paused_TextInputs = {};
export type Account_MapInputs = {};
export type Account_No_Crew_ComingInputs = {};
export type Account_Crew_ReachedInputs = {};
export type Account_Map_Shows_OnInputs = {
    date: NonNullable<unknown>;
};
export type Account_Map_LegendInputs = {};
export type Account_Delivery_NoticesInputs = {};
export type Account_How_Hear_PickupInputs = {};
export type Account_How_Hear_DeliveryInputs = {};
export type Account_Notice_Intro_PickupInputs = {
    date: NonNullable<unknown>;
    window: NonNullable<unknown>;
};
export type Account_Notice_Intro_DeliveryInputs = {
    date: NonNullable<unknown>;
    window: NonNullable<unknown>;
};
export type Account_Send_Notices_ByInputs = {};
export type Account_Text_To_MobileInputs = {};
export type Account_EmailInputs = {};
export type Account_Notices_HintInputs = {};
export type Account_SavedInputs = {};
export type Account_Notices_Go_Pickup_SmsInputs = {};
export type Account_Notices_Go_Pickup_EmailInputs = {};
export type Account_Notices_Go_Delivery_SmsInputs = {};
export type Account_Notices_Go_Delivery_EmailInputs = {};
export type Account_SavingInputs = {};
export type Account_SaveInputs = {};
export type Account_Back_To_DeliveriesInputs = {};
export type Account_Card_Declined_OnInputs = {
    date: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Account_Card_Declined_OwedInputs = {
    amount: NonNullable<unknown>;
};
export type Account_DeclinedInputs = {};
export type Account_Declined_OnInputs = {
    date: NonNullable<unknown>;
};
export type Account_Paid_Late_SentenceInputs = {
    declined: NonNullable<unknown>;
};
export type Account_Paid_Late_On_SentenceInputs = {
    declined: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Account_Charge_ProcessingInputs = {};
export type Account_Paid_With_Credit_ShortInputs = {};
export type Account_Charged_SentenceInputs = {};
export type Account_Charged_On_SentenceInputs = {
    date: NonNullable<unknown>;
};
export type Account_Bill_MetaInputs = {
    where: NonNullable<unknown>;
    count: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Account_Incl_TaxInputs = {
    amount: NonNullable<unknown>;
};
export type Account_View_BillInputs = {};
export type Account_Of_DateInputs = {
    date: NonNullable<unknown>;
};
export type Account_Billing_IntroInputs = {};
export type Account_What_Billing_HistoryInputs = {};
export type Account_No_Bills_TitleInputs = {};
export type Account_No_Bills_TextInputs = {};
export type Account_See_Upcoming_BillInputs = {};
export type Account_Bills_CountInputs = {
    count: NonNullable<unknown>;
};
export type Account_Monthly_BillsInputs = {};
export type Account_Billing_PagesInputs = {};
export type Account_No_Bills_PageInputs = {};
export type Account_Other_PaymentsInputs = {};
export type Account_Your_ReceiptsInputs = {};
export type Account_Card_Declined_TitleInputs = {};
export type Account_Card_Declined_TextInputs = {
    card: NonNullable<unknown>;
};
export type Account_Card_Expires_TitleInputs = {};
export type Account_Card_Expires_TextInputs = {
    card: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Account_Card_WordInputs = {};
export type Account_No_Card_TitleInputs = {};
export type Account_No_Card_TextInputs = {};
export type Account_Go_Payment_InfoInputs = {};
export type Account_Address_InInputs = {
    province: NonNullable<unknown>;
};
export type Account_Bill_OfInputs = {
    date: NonNullable<unknown>;
};
export type Account_For_WhereInputs = {
    where: NonNullable<unknown>;
};
export type Account_Line_InstalmentInputs = {
    name: NonNullable<unknown>;
    period: NonNullable<unknown>;
};
export type Account_Line_Monthly_FeeInputs = {
    name: NonNullable<unknown>;
    period: NonNullable<unknown>;
};
export type Account_Pivotcare_ForInputs = {
    name: NonNullable<unknown>;
};
export type Account_Credit_AppliedInputs = {};
export type Account_To_Be_Charged_ToInputs = {
    card: NonNullable<unknown>;
};
export type Account_To_Pay_Bill_DateInputs = {};
export type Account_Upcoming_IntroInputs = {};
export type Account_What_Next_BillInputs = {};
export type Account_No_Bill_ComingInputs = {};
export type Account_No_Bill_Coming_TextInputs = {};
export type Account_Taxes_In_ForceInputs = {};
export type Account_On_Payment_InfoInputs = {};
export type Account_Past_Bills_InInputs = {};
export type Account_Billing_Up_To_DateInputs = {};
export type Account_We_ChargedInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Receipt_InInputs = {};
export type Account_Bill_Shows_PaidInputs = {};
export type Account_Bills_UnpaidInputs = {
    count: NonNullable<unknown>;
};
export type Account_Overdue_Card_DeclinedInputs = {
    card: NonNullable<unknown>;
};
export type Account_Overdue_Pay_WithInputs = {
    card: NonNullable<unknown>;
};
export type Account_Overdue_Put_CardInputs = {};
export type Account_PayingInputs = {};
export type Account_Pay_NowInputs = {
    amount: NonNullable<unknown>;
};
export type Account_No_Card_On_FileInputs = {};
export type Account_ExpiredInputs = {};
export type Account_Billing_Address_LabelInputs = {};
export type Account_Billing_Address_NoneInputs = {};
export type Account_Card_Now_On_FileInputs = {
    card: NonNullable<unknown>;
};
export type Account_Put_New_CardInputs = {};
export type Account_Card_Processor_NoteInputs = {
    hold: NonNullable<unknown>;
};
export type Account_Card_Not_SavedInputs = {};
export type Account_Name_On_CardInputs = {};
export type Account_Card_NumberInputs = {};
export type Account_ExpiryInputs = {};
export type Account_Expiry_PlaceholderInputs = {};
export type Account_Security_CodeInputs = {};
export type Account_Billing_AddressInputs = {};
export type Account_Same_As_DeliveryInputs = {};
export type Account_Street_AddressInputs = {};
export type Account_Unit_OptionalInputs = {};
export type Account_CityInputs = {};
export type Account_Province_TerritoryInputs = {};
export type Account_ChooseInputs = {};
export type Account_Postal_CodeInputs = {};
export type Account_Postal_PlaceholderInputs = {};
export type Account_Checking_CardInputs = {};
export type Account_Save_New_CardInputs = {};
export type Account_Payment_IntroInputs = {};
export type Account_What_Payment_InfoInputs = {};
export type Account_Card_On_FileInputs = {};
export type Account_Problem_Card_NameInputs = {};
export type Account_Problem_Card_NumberInputs = {};
export type Account_Problem_ExpiryInputs = {};
export type Account_Problem_CvcInputs = {};
export type Account_Problem_First_NameInputs = {};
export type Account_Problem_Last_NameInputs = {};
export type Account_Problem_StreetInputs = {};
export type Account_Problem_CityInputs = {};
export type Account_Problem_ProvinceInputs = {};
export type Account_Problem_Province_TerritoryInputs = {};
export type Account_Problem_PostalInputs = {};
export type Account_Problem_Postal_TheInputs = {};
export type Account_Problem_Postal_FormatInputs = {};
export type Account_Problem_PhoneInputs = {};
export type Account_Problem_FloorInputs = {};
export type Account_Please_Sign_InInputs = {};
export type Account_Province_AbInputs = {};
export type Account_Province_BcInputs = {};
export type Account_Province_MbInputs = {};
export type Account_Province_NbInputs = {};
export type Account_Province_NlInputs = {};
export type Account_Province_NsInputs = {};
export type Account_Province_NtInputs = {};
export type Account_Province_NuInputs = {};
export type Account_Province_OnInputs = {};
export type Account_Province_PeInputs = {};
export type Account_Province_QcInputs = {};
export type Account_Province_SkInputs = {};
export type Account_Province_YtInputs = {};
export type Account_Building_HouseInputs = {};
export type Account_Building_ApartmentInputs = {};
export type Account_Building_CondoInputs = {};
export type Account_Building_TownhouseInputs = {};
export type Account_Building_OfficeInputs = {};
export type Account_FloorInputs = {
    floor: NonNullable<unknown>;
};
export type Account_ElevatorInputs = {};
export type Account_Loading_DockInputs = {};
export type Account_BuzzerInputs = {
    buzzer: NonNullable<unknown>;
};
export type Account_ReceivingInputs = {
    hours: NonNullable<unknown>;
};
export type Account_Unit_NameInputs = {
    street: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Account_Main_AddressInputs = {};
export type Account_QuotedInputs = {
    text: NonNullable<unknown>;
};
export type Account_No_Furniture_HereInputs = {};
export type Account_Products_HereInputs = {
    count: NonNullable<unknown>;
};
export type Account_Remove_Address_TitleInputs = {};
export type Account_Remove_Address_TextInputs = {};
export type Account_Removing_AddressInputs = {};
export type Account_RemoveInputs = {};
export type Account_Keep_ItInputs = {};
export type Account_EditInputs = {};
export type Account_Making_MainInputs = {};
export type Account_Make_MainInputs = {};
export type Account_Hidden_NameInputs = {
    name: NonNullable<unknown>;
};
export type Account_Add_AddressInputs = {};
export type Account_What_AddressesInputs = {};
export type Account_No_AddressesInputs = {};
export type Account_No_Addresses_TextInputs = {};
export type Account_Your_AddressesInputs = {};
export type Account_Address_AddedInputs = {};
export type Account_Address_SavedInputs = {};
export type Account_Edit_AddressInputs = {};
export type Account_CancelInputs = {};
export type Account_Address_Not_FoundInputs = {};
export type Account_See_AddressesInputs = {};
export type Account_Address_Not_Found_TextInputs = {};
export type Account_Address_Edit_IntroInputs = {};
export type Account_What_The_AddressInputs = {};
export type Account_Save_ChangesInputs = {};
export type Account_Save_AddressInputs = {};
export type Account_Edit_The_AddressInputs = {};
export type Account_New_Delivery_AddressInputs = {};
export type Account_Choose_AddressInputs = {};
export type Account_Billing_Address_To_UseInputs = {};
export type Account_Where_Should_GoInputs = {};
export type Account_Add_FirstInputs = {};
export type Account_Use_This_AddressInputs = {};
export type Account_Profile_SavedInputs = {};
export type Account_Your_DetailsInputs = {};
export type Account_First_NameInputs = {};
export type Account_Last_NameInputs = {};
export type Account_Mobile_PhoneInputs = {};
export type Account_Phone_HintInputs = {};
export type Account_Verified_SentenceInputs = {};
export type Account_Verify_NumberInputs = {};
export type Account_Other_PhoneInputs = {};
export type Account_OptionalInputs = {};
export type Account_Text_DeliveriesInputs = {};
export type Account_Sent_To_MobileInputs = {};
export type Account_Email_NewsInputs = {};
export type Account_Saving_DetailsInputs = {};
export type Account_Save_DetailsInputs = {};
export type Account_Enter_New_EmailInputs = {};
export type Account_Enter_PasswordInputs = {};
export type Account_Security_PasswordInputs = {};
export type Account_VerifiedInputs = {};
export type Account_Not_VerifiedInputs = {};
export type Account_Check_InboxInputs = {};
export type Account_Sent_Link_ToInputs = {};
export type Account_Finish_ChangeInputs = {
    email: NonNullable<unknown>;
};
export type Account_Change_Your_EmailInputs = {};
export type Account_New_EmailInputs = {};
export type Account_Your_PasswordInputs = {};
export type Account_Sending_LinkInputs = {};
export type Account_Send_ConfirmationInputs = {};
export type Account_Change_EmailInputs = {};
export type Account_Verify_EmailInputs = {};
export type Account_Membership_SubscriptionInputs = {};
export type Account_Membership_OwnershipInputs = {};
export type Account_Profile_IntroInputs = {};
export type Account_What_ProfileInputs = {};
export type Account_MembershipsInputs = {};
export type Account_No_MembershipInputs = {};
export type Account_Several_AddressesInputs = {};
export type Account_Referral_State_JoinedInputs = {};
export type Account_Referral_State_OrderedInputs = {};
export type Account_Referral_State_CreditedInputs = {};
export type Account_Referral_IntroInputs = {};
export type Account_What_ReferralsInputs = {};
export type Account_Your_LinkInputs = {};
export type Account_Copy_LinkInputs = {};
export type Account_CopiedInputs = {};
export type Account_Copy_FailedInputs = {};
export type Account_Referral_TermsInputs = {
    welcome: NonNullable<unknown>;
    reward: NonNullable<unknown>;
};
export type Account_Credit_EarnedInputs = {};
export type Account_Who_JoinedInputs = {};
export type Account_Nobody_JoinedInputs = {};
export type Account_Badge_OrderedInputs = {};
export type Account_Badge_JoinedInputs = {};
export type Account_Joined_OnInputs = {
    date: NonNullable<unknown>;
};
export type Account_Problem_Six_DigitsInputs = {};
export type Account_Problem_OtherInputs = {};
export type Account_Back_To_ProfileInputs = {};
export type Account_My_AccountInputs = {};
export type Account_Enter_Your_CodeInputs = {};
export type Account_Six_Digit_CodeInputs = {};
export type Account_Works_UntilInputs = {
    time: NonNullable<unknown>;
};
export type Account_Checking_CodeInputs = {};
export type Account_VerifyInputs = {};
export type Account_Send_New_CodeInputs = {};
export type Account_Verify_Mobile_TitleInputs = {};
export type Account_Verify_Mobile_ShortInputs = {};
export type Account_LoadingInputs = {};
export type Account_Page_Load_FailedInputs = {};
export type Account_No_Email_AddressInputs = {};
export type Account_Add_Mobile_FirstInputs = {};
export type Account_Add_MobileInputs = {};
export type Account_Sent_Confirmation_ToInputs = {};
export type Account_Open_Link_OnceInputs = {};
export type Account_Opened_LinkInputs = {};
export type Account_Use_Another_AddressInputs = {};
export type Account_Will_Text_CodeInputs = {};
export type Account_Works_Ten_MinutesInputs = {};
export type Account_Sending_CodeInputs = {};
export type Account_Text_Me_CodeInputs = {};
export type Account_Enter_Code_TextedInputs = {};
export type Account_Code_ExpiredInputs = {};
export type Account_Code_Expired_TextInputs = {};
export type Account_Too_Many_CodesInputs = {};
export type Account_LockedInputs = {};
export type Account_UntilInputs = {};
export type Account_Ask_New_Code_ThenInputs = {};
export type Account_Email_VerifiedInputs = {};
export type Account_Mobile_VerifiedInputs = {};
export type Account_Is_ConfirmedInputs = {};
export type Account_Delivery_Texts_GoInputs = {};
export type Account_BrandInputs = {};
