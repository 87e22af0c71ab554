/**
* | output |
* | --- |
* | "Something went wrong on our side. Please try again in a moment." |
*
* @param {Errors_InternalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_internal: ((inputs?: Errors_InternalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_InternalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A cart holds at most {max} lines." |
*
* @param {Errors_Cart_Max_LinesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_max_lines: ((inputs: Errors_Cart_Max_LinesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Max_LinesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in to return items you have with us." |
*
* @param {Errors_Cart_Sign_In_ReturnsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_sign_in_returns: ((inputs?: Errors_Cart_Sign_In_ReturnsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Sign_In_ReturnsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A cart holds at most {max} returns." |
*
* @param {Errors_Cart_Max_ReturnsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_max_returns: ((inputs: Errors_Cart_Max_ReturnsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Max_ReturnsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A cart line has no product. Remove it and add the item again." |
*
* @param {Errors_Cart_Line_No_ProductInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_line_no_product: ((inputs?: Errors_Cart_Line_No_ProductInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Line_No_ProductInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a quantity from {min} to {max} (got {got})." |
*
* @param {Errors_Cart_Quantity_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_quantity_range: ((inputs: Errors_Cart_Quantity_RangeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Quantity_RangeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "\"{option}\" is not a purchase option. Use one of {options}." |
*
* @param {Errors_Cart_Not_Purchase_OptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_purchase_option: ((inputs: Errors_Cart_Not_Purchase_OptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Not_Purchase_OptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The term length must be a whole number of months." |
*
* @param {Errors_Cart_Term_Whole_MonthsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_term_whole_months: ((inputs?: Errors_Cart_Term_Whole_MonthsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Term_Whole_MonthsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The chosen options are not readable. Choose them again." |
*
* @param {Errors_Cart_Options_UnreadableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_options_unreadable: ((inputs?: Errors_Cart_Options_UnreadableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Options_UnreadableInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a return quantity from {min} to {max}." |
*
* @param {Errors_Cart_Return_Quantity_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_return_quantity_range: ((inputs: Errors_Cart_Return_Quantity_RangeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Return_Quantity_RangeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "a subscription" |
*
* @param {Errors_Cart_Kind_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_kind_subscription: ((inputs?: Errors_Cart_Kind_SubscriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Kind_SubscriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "monthly financing" |
*
* @param {Errors_Cart_Kind_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_kind_financing: ((inputs?: Errors_Cart_Kind_FinancingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Kind_FinancingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "a rental" |
*
* @param {Errors_Cart_Kind_RentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_kind_rent: ((inputs?: Errors_Cart_Kind_RentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Kind_RentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "a purchase" |
*
* @param {Errors_Cart_Kind_PurchaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_kind_purchase: ((inputs?: Errors_Cart_Kind_PurchaseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Kind_PurchaseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is not offered as {kind} ({option}). Choose another way to pay for it." |
*
* @param {Errors_Cart_Not_Offered_AsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_offered_as: ((inputs: Errors_Cart_Not_Offered_AsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Not_Offered_AsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a term for {name}: {terms} months." |
*
* @param {Errors_Cart_Choose_TermInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_choose_term: ((inputs: Errors_Cart_Choose_TermInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Choose_TermInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} bought outright has no term. Remove the {term}-month term." |
*
* @param {Errors_Cart_Outright_No_TermInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_outright_no_term: ((inputs: Errors_Cart_Outright_No_TermInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Outright_No_TermInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is not offered over {term} months. Choose {terms} months." |
*
* @param {Errors_Cart_Term_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_term_not_offered: ((inputs: Errors_Cart_Term_Not_OfferedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Term_Not_OfferedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PivotCare covers subscribed and rented furniture; {name} as {kind} cannot have it. Turn PivotCare off for it." |
*
* @param {Errors_Cart_Pivotcare_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_pivotcare_not_offered: ((inputs: Errors_Cart_Pivotcare_Not_OfferedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Pivotcare_Not_OfferedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find this item among yours to return." |
*
* @param {Errors_Cart_Return_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_return_not_found: ((inputs?: Errors_Cart_Return_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Return_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {refusal}" |
*
* @param {Errors_Cart_Item_RefusalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_item_refusal: ((inputs: Errors_Cart_Item_RefusalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Item_RefusalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay with either a saved card or a new card, not both." |
*
* @param {Errors_Checkout_Card_EitherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_card_either: ((inputs?: Errors_Checkout_Card_EitherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Card_EitherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The card details have expired. Enter the card again." |
*
* @param {Errors_Checkout_Card_Details_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_card_details_expired: ((inputs?: Errors_Checkout_Card_Details_ExpiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Card_Details_ExpiredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That saved card was not found. Choose another card." |
*
* @param {Errors_Checkout_Saved_Card_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_saved_card_not_found: ((inputs?: Errors_Checkout_Saved_Card_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Saved_Card_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The checkout is missing its idempotency key (8-100 letters, digits, - or _). Reload the checkout page." |
*
* @param {Errors_Checkout_Idempotency_KeyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_idempotency_key: ((inputs?: Errors_Checkout_Idempotency_KeyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Idempotency_KeyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Returns cannot be booked at checkout yet. Remove them from your cart to place this order, and contact us to arrange the pickup." |
*
* @param {Errors_Checkout_No_ReturnsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_no_returns: ((inputs?: Errors_Checkout_No_ReturnsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_No_ReturnsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your cart is empty. Add something before checking out." |
*
* @param {Errors_Checkout_Cart_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_cart_empty: ((inputs?: Errors_Checkout_Cart_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Cart_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a delivery address." |
*
* @param {Errors_Checkout_Choose_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_choose_address: ((inputs?: Errors_Checkout_Choose_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Choose_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The expected amount must be a positive amount in dollars and cents." |
*
* @param {Errors_Checkout_Expected_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_expected_amount: ((inputs?: Errors_Checkout_Expected_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Expected_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Type your full name to sign the agreement." |
*
* @param {Errors_Checkout_Sign_Full_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_sign_full_name: ((inputs?: Errors_Checkout_Sign_Full_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Sign_Full_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign with your first and last name as they are on the order: {name}." |
*
* @param {Errors_Checkout_Signature_MismatchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_signature_mismatch: ((inputs: Errors_Checkout_Signature_MismatchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Signature_MismatchInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ask for at most {max} orders at once." |
*
* @param {Errors_Checkout_Max_OrdersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_max_orders: ((inputs: Errors_Checkout_Max_OrdersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Max_OrdersInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find an agreement to sign for that order." |
*
* @param {Errors_Checkout_Agreement_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_agreement_not_found: ((inputs?: Errors_Checkout_Agreement_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Agreement_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card was declined. Try another card." |
*
* @param {Errors_Checkout_Card_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_card_declined: ((inputs?: Errors_Checkout_Card_DeclinedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Card_DeclinedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card has insufficient funds." |
*
* @param {Errors_Checkout_Insufficient_FundsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_insufficient_funds: ((inputs?: Errors_Checkout_Insufficient_FundsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Insufficient_FundsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card has expired. Try another card." |
*
* @param {Errors_Checkout_Expired_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_expired_card: ((inputs?: Errors_Checkout_Expired_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Expired_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your payment could not be completed and was cancelled; you have not been charged. Please place your order again." |
*
* @param {Errors_Checkout_Payment_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_payment_cancelled: ((inputs?: Errors_Checkout_Payment_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Payment_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find that delivery address. Choose or add an address." |
*
* @param {Errors_Checkout_Address_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_address_not_found: ((inputs?: Errors_Checkout_Address_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Address_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{city} delivers to addresses in {cityProvince}, and this address is in {province}. Choose the city nearest the address, or another address." |
*
* @param {Errors_Checkout_Other_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_other_province: ((inputs: Errors_Checkout_Other_ProvinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Other_ProvinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our {city} crew does not reach {postalCode}. Choose the city nearest the address, or another address." |
*
* @param {Errors_Checkout_Out_Of_ReachInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_out_of_reach: ((inputs: Errors_Checkout_Out_Of_ReachInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Out_Of_ReachInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prices changed since you reviewed your order: the amount to pay is now {amount}. Review your order and place it again." |
*
* @param {Errors_Checkout_Prices_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_prices_changed: ((inputs: Errors_Checkout_Prices_ChangedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Prices_ChangedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a card to pay with." |
*
* @param {Errors_Checkout_Choose_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_choose_card: ((inputs?: Errors_Checkout_Choose_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Choose_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, {name} just sold out in {city}. Remove it from your cart or choose fewer." |
*
* @param {Errors_Checkout_Sold_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_sold_out: ((inputs: Errors_Checkout_Sold_OutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Sold_OutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account balance changed while you were checking out. Review your order and place it again." |
*
* @param {Errors_Checkout_Balance_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_balance_changed: ((inputs?: Errors_Checkout_Balance_ChangedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Balance_ChangedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your order is still being processed. Check your orders in a minute before trying again." |
*
* @param {Errors_Checkout_Still_ProcessingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_still_processing: ((inputs?: Errors_Checkout_Still_ProcessingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Still_ProcessingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This checkout was already used for a different order. Reload the checkout page and place your order again." |
*
* @param {Errors_Checkout_Key_ReusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_key_reused: ((inputs?: Errors_Checkout_Key_ReusedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Key_ReusedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account was not found. Please sign in again." |
*
* @param {Errors_Account_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_not_found: ((inputs?: Errors_Account_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "An item in your cart" |
*
* @param {Errors_Checkout_Cart_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_cart_item: ((inputs?: Errors_Checkout_Cart_ItemInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Cart_ItemInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {problem}" |
*
* @param {Errors_Checkout_Cart_ProblemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_cart_problem: ((inputs: Errors_Checkout_Cart_ProblemInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Cart_ProblemInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is no longer sold. Please remove it from your cart." |
*
* @param {Errors_Cart_No_Longer_SoldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_no_longer_sold: ((inputs?: Errors_Cart_No_Longer_SoldInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_No_Longer_SoldInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is no longer available. Please remove it from your cart." |
*
* @param {Errors_Cart_No_Longer_AvailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_no_longer_available: ((inputs?: Errors_Cart_No_Longer_AvailableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_No_Longer_AvailableInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is not available in {city}." |
*
* @param {Errors_Cart_Not_At_DepotInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_at_depot: ((inputs: Errors_Cart_Not_At_DepotInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Not_At_DepotInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item cannot be bought right now. Please remove it from your cart." |
*
* @param {Errors_Cart_Not_For_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_for_sale: ((inputs?: Errors_Cart_Not_For_SaleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Not_For_SaleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is out of stock." |
*
* @param {Errors_Cart_Out_Of_StockInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_out_of_stock: ((inputs?: Errors_Cart_Out_Of_StockInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Out_Of_StockInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Only {available} available in {city}. Choose {available} or fewer." |
*
* @param {Errors_Cart_Not_Enough_StockInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_enough_stock: ((inputs: Errors_Cart_Not_Enough_StockInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Not_Enough_StockInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a delivery day." |
*
* @param {Errors_Delivery_Choose_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_delivery_choose_day: ((inputs?: Errors_Delivery_Choose_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Delivery_Choose_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a pickup day." |
*
* @param {Errors_Pickup_Choose_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_pickup_choose_day: ((inputs?: Errors_Pickup_Choose_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Pickup_Choose_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The earliest delivery day for this order is {date}. Choose that day or a later one." |
*
* @param {Errors_Delivery_EarliestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_delivery_earliest: ((inputs: Errors_Delivery_EarliestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Delivery_EarliestInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The earliest pickup day is {date}. Choose that day or a later one." |
*
* @param {Errors_Pickup_EarliestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_pickup_earliest: ((inputs: Errors_Pickup_EarliestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Pickup_EarliestInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sale orders are picked up within {days} days. Choose a day by {date}." |
*
* @param {Errors_Sale_Pickup_WithinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_sale_pickup_within: ((inputs: Errors_Sale_Pickup_WithinInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Sale_Pickup_WithinInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Deliveries can be booked up to {days} days ahead. Choose a day by {date}." |
*
* @param {Errors_Delivery_Days_AheadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_delivery_days_ahead: ((inputs: Errors_Delivery_Days_AheadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Delivery_Days_AheadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickups can be booked up to {days} days ahead. Choose a day by {date}." |
*
* @param {Errors_Pickup_Days_AheadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_pickup_days_ahead: ((inputs: Errors_Pickup_Days_AheadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Pickup_Days_AheadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{depot} does not deliver on {weekday}s. Choose another day." |
*
* @param {Errors_Delivery_No_WeekdayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_delivery_no_weekday: ((inputs: Errors_Delivery_No_WeekdayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Delivery_No_WeekdayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{depot} does not pick up on {weekday}s. Choose another day." |
*
* @param {Errors_Pickup_No_WeekdayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_pickup_no_weekday: ((inputs: Errors_Pickup_No_WeekdayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Pickup_No_WeekdayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Orders are picked up at the warehouse during the liquidation sale. Choose pickup." |
*
* @param {Errors_Sale_Choose_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_sale_choose_pickup: ((inputs?: Errors_Sale_Choose_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Sale_Choose_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a delivery time: {windows}." |
*
* @param {Errors_Delivery_Choose_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_delivery_choose_time: ((inputs: Errors_Delivery_Choose_TimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Delivery_Choose_TimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a pickup time: {windows}." |
*
* @param {Errors_Pickup_Choose_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_pickup_choose_time: ((inputs: Errors_Pickup_Choose_TimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Pickup_Choose_TimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That time window has already started today. Choose a later window or another day." |
*
* @param {Errors_Window_StartedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_started: ((inputs?: Errors_Window_StartedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Window_StartedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}, {from} to {to}" |
*
* @param {Errors_Window_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_label: ((inputs: Errors_Window_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Window_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Morning" |
*
* @param {Errors_Window_MorningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_morning: ((inputs?: Errors_Window_MorningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Window_MorningInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Afternoon" |
*
* @param {Errors_Window_AfternoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_afternoon: ((inputs?: Errors_Window_AfternoonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Window_AfternoonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Evening" |
*
* @param {Errors_Window_EveningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_evening: ((inputs?: Errors_Window_EveningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Window_EveningInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Any time" |
*
* @param {Errors_Window_AnytimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_anytime: ((inputs?: Errors_Window_AnytimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Window_AnytimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup at the warehouse" |
*
* @param {Errors_Window_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_pickup: ((inputs?: Errors_Window_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Window_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "\"{value}\" is not a calendar date. Write it as YYYY-MM-DD, for example 2025-04-01." |
*
* @param {Errors_Not_A_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_not_a_date: ((inputs: Errors_Not_A_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Not_A_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "\"{value}\" is not a Canadian postal code. Write it like K1A 0B1." |
*
* @param {Errors_Not_A_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_not_a_postal_code: ((inputs: Errors_Not_A_Postal_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Not_A_Postal_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "\"{value}\" is not a Canadian province or territory. Use one of {codes}." |
*
* @param {Errors_Not_A_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_not_a_province: ((inputs: Errors_Not_A_ProvinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Not_A_ProvinceInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Errors_InternalInputs = {};
export type Errors_Cart_Max_LinesInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Cart_Sign_In_ReturnsInputs = {};
export type Errors_Cart_Max_ReturnsInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Cart_Line_No_ProductInputs = {};
export type Errors_Cart_Quantity_RangeInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
    got: NonNullable<unknown>;
};
export type Errors_Cart_Not_Purchase_OptionInputs = {
    option: NonNullable<unknown>;
    options: NonNullable<unknown>;
};
export type Errors_Cart_Term_Whole_MonthsInputs = {};
export type Errors_Cart_Options_UnreadableInputs = {};
export type Errors_Cart_Return_Quantity_RangeInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Errors_Cart_Kind_SubscriptionInputs = {};
export type Errors_Cart_Kind_FinancingInputs = {};
export type Errors_Cart_Kind_RentInputs = {};
export type Errors_Cart_Kind_PurchaseInputs = {};
export type Errors_Cart_Not_Offered_AsInputs = {
    name: NonNullable<unknown>;
    kind: NonNullable<unknown>;
    option: NonNullable<unknown>;
};
export type Errors_Cart_Choose_TermInputs = {
    name: NonNullable<unknown>;
    terms: NonNullable<unknown>;
};
export type Errors_Cart_Outright_No_TermInputs = {
    name: NonNullable<unknown>;
    term: NonNullable<unknown>;
};
export type Errors_Cart_Term_Not_OfferedInputs = {
    name: NonNullable<unknown>;
    term: NonNullable<unknown>;
    terms: NonNullable<unknown>;
};
export type Errors_Cart_Pivotcare_Not_OfferedInputs = {
    name: NonNullable<unknown>;
    kind: NonNullable<unknown>;
};
export type Errors_Cart_Return_Not_FoundInputs = {};
export type Errors_Cart_Item_RefusalInputs = {
    name: NonNullable<unknown>;
    refusal: NonNullable<unknown>;
};
export type Errors_Checkout_Card_EitherInputs = {};
export type Errors_Checkout_Card_Details_ExpiredInputs = {};
export type Errors_Checkout_Saved_Card_Not_FoundInputs = {};
export type Errors_Checkout_Idempotency_KeyInputs = {};
export type Errors_Checkout_No_ReturnsInputs = {};
export type Errors_Checkout_Cart_EmptyInputs = {};
export type Errors_Checkout_Choose_AddressInputs = {};
export type Errors_Checkout_Expected_AmountInputs = {};
export type Errors_Checkout_Sign_Full_NameInputs = {};
export type Errors_Checkout_Signature_MismatchInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Checkout_Max_OrdersInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Checkout_Agreement_Not_FoundInputs = {};
export type Errors_Checkout_Card_DeclinedInputs = {};
export type Errors_Checkout_Insufficient_FundsInputs = {};
export type Errors_Checkout_Expired_CardInputs = {};
export type Errors_Checkout_Payment_CancelledInputs = {};
export type Errors_Checkout_Address_Not_FoundInputs = {};
export type Errors_Checkout_Other_ProvinceInputs = {
    city: NonNullable<unknown>;
    cityProvince: NonNullable<unknown>;
    province: NonNullable<unknown>;
};
export type Errors_Checkout_Out_Of_ReachInputs = {
    city: NonNullable<unknown>;
    postalCode: NonNullable<unknown>;
};
export type Errors_Checkout_Prices_ChangedInputs = {
    amount: NonNullable<unknown>;
};
export type Errors_Checkout_Choose_CardInputs = {};
export type Errors_Checkout_Sold_OutInputs = {
    name: NonNullable<unknown>;
    city: NonNullable<unknown>;
};
export type Errors_Checkout_Balance_ChangedInputs = {};
export type Errors_Checkout_Still_ProcessingInputs = {};
export type Errors_Checkout_Key_ReusedInputs = {};
export type Errors_Account_Not_FoundInputs = {};
export type Errors_Checkout_Cart_ItemInputs = {};
export type Errors_Checkout_Cart_ProblemInputs = {
    name: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Errors_Cart_No_Longer_SoldInputs = {};
export type Errors_Cart_No_Longer_AvailableInputs = {};
export type Errors_Cart_Not_At_DepotInputs = {
    city: NonNullable<unknown>;
};
export type Errors_Cart_Not_For_SaleInputs = {};
export type Errors_Cart_Out_Of_StockInputs = {};
export type Errors_Cart_Not_Enough_StockInputs = {
    available: NonNullable<unknown>;
    city: NonNullable<unknown>;
};
export type Errors_Delivery_Choose_DayInputs = {};
export type Errors_Pickup_Choose_DayInputs = {};
export type Errors_Delivery_EarliestInputs = {
    date: NonNullable<unknown>;
};
export type Errors_Pickup_EarliestInputs = {
    date: NonNullable<unknown>;
};
export type Errors_Sale_Pickup_WithinInputs = {
    days: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Delivery_Days_AheadInputs = {
    days: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Pickup_Days_AheadInputs = {
    days: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Delivery_No_WeekdayInputs = {
    depot: NonNullable<unknown>;
    weekday: NonNullable<unknown>;
};
export type Errors_Pickup_No_WeekdayInputs = {
    depot: NonNullable<unknown>;
    weekday: NonNullable<unknown>;
};
export type Errors_Sale_Choose_PickupInputs = {};
export type Errors_Delivery_Choose_TimeInputs = {
    windows: NonNullable<unknown>;
};
export type Errors_Pickup_Choose_TimeInputs = {
    windows: NonNullable<unknown>;
};
export type Errors_Window_StartedInputs = {};
export type Errors_Window_LabelInputs = {
    name: NonNullable<unknown>;
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Errors_Window_MorningInputs = {};
export type Errors_Window_AfternoonInputs = {};
export type Errors_Window_EveningInputs = {};
export type Errors_Window_AnytimeInputs = {};
export type Errors_Window_PickupInputs = {};
export type Errors_Not_A_DateInputs = {
    value: NonNullable<unknown>;
};
export type Errors_Not_A_Postal_CodeInputs = {
    value: NonNullable<unknown>;
};
export type Errors_Not_A_ProvinceInputs = {
    value: NonNullable<unknown>;
    codes: NonNullable<unknown>;
};
