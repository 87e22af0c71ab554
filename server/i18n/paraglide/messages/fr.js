/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Errors_InternalInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Cart_Max_LinesInputs */
/** @typedef {{}} Errors_Cart_Sign_In_ReturnsInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Cart_Max_ReturnsInputs */
/** @typedef {{}} Errors_Cart_Line_No_ProductInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, got: NonNullable<unknown> }} Errors_Cart_Quantity_RangeInputs */
/** @typedef {{ option: NonNullable<unknown>, options: NonNullable<unknown> }} Errors_Cart_Not_Purchase_OptionInputs */
/** @typedef {{}} Errors_Cart_Term_Whole_MonthsInputs */
/** @typedef {{}} Errors_Cart_Options_UnreadableInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Errors_Cart_Return_Quantity_RangeInputs */
/** @typedef {{}} Errors_Cart_Kind_SubscriptionInputs */
/** @typedef {{}} Errors_Cart_Kind_FinancingInputs */
/** @typedef {{}} Errors_Cart_Kind_RentInputs */
/** @typedef {{}} Errors_Cart_Kind_PurchaseInputs */
/** @typedef {{ name: NonNullable<unknown>, kind: NonNullable<unknown>, option: NonNullable<unknown> }} Errors_Cart_Not_Offered_AsInputs */
/** @typedef {{ name: NonNullable<unknown>, terms: NonNullable<unknown> }} Errors_Cart_Choose_TermInputs */
/** @typedef {{ name: NonNullable<unknown>, term: NonNullable<unknown> }} Errors_Cart_Outright_No_TermInputs */
/** @typedef {{ name: NonNullable<unknown>, term: NonNullable<unknown>, terms: NonNullable<unknown> }} Errors_Cart_Term_Not_OfferedInputs */
/** @typedef {{ name: NonNullable<unknown>, kind: NonNullable<unknown> }} Errors_Cart_Pivotcare_Not_OfferedInputs */
/** @typedef {{}} Errors_Cart_Return_Not_FoundInputs */
/** @typedef {{ name: NonNullable<unknown>, refusal: NonNullable<unknown> }} Errors_Cart_Item_RefusalInputs */
/** @typedef {{}} Errors_Checkout_Card_EitherInputs */
/** @typedef {{}} Errors_Checkout_Card_Details_ExpiredInputs */
/** @typedef {{}} Errors_Checkout_Saved_Card_Not_FoundInputs */
/** @typedef {{}} Errors_Checkout_Idempotency_KeyInputs */
/** @typedef {{}} Errors_Checkout_No_ReturnsInputs */
/** @typedef {{}} Errors_Checkout_Cart_EmptyInputs */
/** @typedef {{}} Errors_Checkout_Choose_AddressInputs */
/** @typedef {{}} Errors_Checkout_Expected_AmountInputs */
/** @typedef {{}} Errors_Checkout_Sign_Full_NameInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Checkout_Signature_MismatchInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Checkout_Max_OrdersInputs */
/** @typedef {{}} Errors_Checkout_Agreement_Not_FoundInputs */
/** @typedef {{}} Errors_Checkout_Card_DeclinedInputs */
/** @typedef {{}} Errors_Checkout_Insufficient_FundsInputs */
/** @typedef {{}} Errors_Checkout_Expired_CardInputs */
/** @typedef {{}} Errors_Checkout_Payment_CancelledInputs */
/** @typedef {{}} Errors_Checkout_Address_Not_FoundInputs */
/** @typedef {{ city: NonNullable<unknown>, cityProvince: NonNullable<unknown>, province: NonNullable<unknown> }} Errors_Checkout_Other_ProvinceInputs */
/** @typedef {{ city: NonNullable<unknown>, postalCode: NonNullable<unknown> }} Errors_Checkout_Out_Of_ReachInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Errors_Checkout_Prices_ChangedInputs */
/** @typedef {{}} Errors_Checkout_Choose_CardInputs */
/** @typedef {{ name: NonNullable<unknown>, city: NonNullable<unknown> }} Errors_Checkout_Sold_OutInputs */
/** @typedef {{}} Errors_Checkout_Balance_ChangedInputs */
/** @typedef {{}} Errors_Checkout_Still_ProcessingInputs */
/** @typedef {{}} Errors_Checkout_Key_ReusedInputs */
/** @typedef {{}} Errors_Account_Not_FoundInputs */
/** @typedef {{}} Errors_Checkout_Cart_ItemInputs */
/** @typedef {{ name: NonNullable<unknown>, problem: NonNullable<unknown> }} Errors_Checkout_Cart_ProblemInputs */
/** @typedef {{}} Errors_Cart_No_Longer_SoldInputs */
/** @typedef {{}} Errors_Cart_No_Longer_AvailableInputs */
/** @typedef {{ city: NonNullable<unknown> }} Errors_Cart_Not_At_DepotInputs */
/** @typedef {{}} Errors_Cart_Not_For_SaleInputs */
/** @typedef {{}} Errors_Cart_Out_Of_StockInputs */
/** @typedef {{ available: NonNullable<unknown>, city: NonNullable<unknown> }} Errors_Cart_Not_Enough_StockInputs */
/** @typedef {{}} Errors_Delivery_Choose_DayInputs */
/** @typedef {{}} Errors_Pickup_Choose_DayInputs */
/** @typedef {{ date: NonNullable<unknown> }} Errors_Delivery_EarliestInputs */
/** @typedef {{ date: NonNullable<unknown> }} Errors_Pickup_EarliestInputs */
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Sale_Pickup_WithinInputs */
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Delivery_Days_AheadInputs */
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Pickup_Days_AheadInputs */
/** @typedef {{ depot: NonNullable<unknown>, weekday: NonNullable<unknown> }} Errors_Delivery_No_WeekdayInputs */
/** @typedef {{ depot: NonNullable<unknown>, weekday: NonNullable<unknown> }} Errors_Pickup_No_WeekdayInputs */
/** @typedef {{}} Errors_Sale_Choose_PickupInputs */
/** @typedef {{ windows: NonNullable<unknown> }} Errors_Delivery_Choose_TimeInputs */
/** @typedef {{ windows: NonNullable<unknown> }} Errors_Pickup_Choose_TimeInputs */
/** @typedef {{}} Errors_Window_StartedInputs */
/** @typedef {{ name: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Errors_Window_LabelInputs */
/** @typedef {{}} Errors_Window_MorningInputs */
/** @typedef {{}} Errors_Window_AfternoonInputs */
/** @typedef {{}} Errors_Window_EveningInputs */
/** @typedef {{}} Errors_Window_AnytimeInputs */
/** @typedef {{}} Errors_Window_PickupInputs */
/** @typedef {{ value: NonNullable<unknown> }} Errors_Not_A_DateInputs */
/** @typedef {{ value: NonNullable<unknown> }} Errors_Not_A_Postal_CodeInputs */
/** @typedef {{ value: NonNullable<unknown>, codes: NonNullable<unknown> }} Errors_Not_A_ProvinceInputs */
/** @typedef {{}} Mail_SignoffInputs */
/** @typedef {{ label: NonNullable<unknown>, value: NonNullable<unknown> }} Mail_Label_ValueInputs */
/** @typedef {{}} Mail_Paste_AddressInputs */
/** @typedef {{}} Mail_Reset_SubjectInputs */
/** @typedef {{}} Mail_Reset_AskedInputs */
/** @typedef {{}} Mail_Reset_If_YouInputs */
/** @typedef {{}} Mail_Reset_If_Not_YouInputs */
/** @typedef {{}} Mail_Reset_ActionInputs */
/** @typedef {{}} Mail_Verify_SubjectInputs */
/** @typedef {{}} Mail_Verify_WelcomeInputs */
/** @typedef {{}} Mail_Verify_Change_SubjectInputs */
/** @typedef {{}} Mail_Verify_Change_AskedInputs */
/** @typedef {{}} Mail_Verify_Change_WithinInputs */
/** @typedef {{}} Mail_Verify_ActionInputs */
/** @typedef {{}} Mail_Email_Changed_SubjectInputs */
/** @typedef {{ email: NonNullable<unknown> }} Mail_Email_Changed_NowInputs */
/** @typedef {{}} Mail_Email_Changed_Not_YouInputs */
/** @typedef {{}} Mail_Password_Changed_SubjectInputs */
/** @typedef {{}} Mail_Password_Changed_ResetInputs */
/** @typedef {{}} Mail_Password_Changed_Not_YouInputs */
/** @typedef {{ name: NonNullable<unknown> }} Mail_Greeting_NamedInputs */
/** @typedef {{}} Mail_GreetingInputs */
/** @typedef {{ body: NonNullable<unknown> }} Mail_SmsInputs */
/** @typedef {{}} Mail_ItemsInputs */
/** @typedef {{}} Mail_Items_LineInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Mail_QuestionsInputs */
/** @typedef {{ phone: NonNullable<unknown>, email: NonNullable<unknown> }} Mail_Questions_LineInputs */
/** @typedef {{}} Mail_Your_AccountInputs */
/** @typedef {{ card: NonNullable<unknown>, lastFour: NonNullable<unknown> }} Mail_Card_EndingInputs */
/** @typedef {{}} Mail_Card_GenericInputs */
/** @typedef {{}} Mail_Card_On_FileInputs */
/** @typedef {{ card: NonNullable<unknown> }} Mail_Charged_ToInputs */
/** @typedef {{}} Mail_Window_MorningInputs */
/** @typedef {{}} Mail_Window_AfternoonInputs */
/** @typedef {{}} Mail_Window_EveningInputs */
/** @typedef {{}} Mail_Window_AnytimeInputs */
/** @typedef {{}} Mail_Window_PickupInputs */
/** @typedef {{ name: NonNullable<unknown>, start: NonNullable<unknown>, end: NonNullable<unknown> }} Mail_Window_RangeInputs */
/** @typedef {{ weekday: NonNullable<unknown>, day: NonNullable<unknown>, window: NonNullable<unknown> }} Mail_Visit_WhenInputs */
/** @typedef {{ weekday: NonNullable<unknown>, day: NonNullable<unknown> }} Mail_Day_With_WeekdayInputs */
/** @typedef {{}} Mail_Warehouse_NameInputs */
/** @typedef {{ place: NonNullable<unknown>, address: NonNullable<unknown>, day: NonNullable<unknown>, open: NonNullable<unknown>, close: NonNullable<unknown> }} Mail_Pickup_SentenceInputs */
/** @typedef {{}} Mail_Pickup_BringInputs */
/** @typedef {{}} Mail_Noun_DeliveryInputs */
/** @typedef {{}} Mail_Noun_Delivery_TheInputs */
/** @typedef {{}} Mail_Noun_Delivery_LabelInputs */
/** @typedef {{}} Mail_Noun_PickupInputs */
/** @typedef {{}} Mail_Noun_Pickup_TheInputs */
/** @typedef {{}} Mail_Noun_Pickup_LabelInputs */
/** @typedef {{}} Mail_Noun_Warehouse_PickupInputs */
/** @typedef {{}} Mail_Noun_Warehouse_Pickup_TheInputs */
/** @typedef {{}} Mail_Noun_Warehouse_Pickup_LabelInputs */
/** @typedef {{}} Mail_Noun_Swap_VisitInputs */
/** @typedef {{}} Mail_Noun_Swap_Visit_TheInputs */
/** @typedef {{}} Mail_Noun_Swap_Visit_LabelInputs */
/** @typedef {{}} Mail_Noun_Move_PickupInputs */
/** @typedef {{}} Mail_Noun_Move_Pickup_TheInputs */
/** @typedef {{}} Mail_Noun_Move_Pickup_LabelInputs */
/** @typedef {{}} Mail_Noun_Move_DeliveryInputs */
/** @typedef {{}} Mail_Noun_Move_Delivery_TheInputs */
/** @typedef {{}} Mail_Noun_Move_Delivery_LabelInputs */
/** @typedef {{}} Mail_Noun_SwapInputs */
/** @typedef {{}} Mail_Noun_Swap_TheInputs */
/** @typedef {{}} Mail_Noun_MoveInputs */
/** @typedef {{}} Mail_Noun_Move_TheInputs */
/** @typedef {{}} Mail_Row_ItemsInputs */
/** @typedef {{}} Mail_Row_Return_FeeInputs */
/** @typedef {{}} Mail_Row_SwapInputs */
/** @typedef {{}} Mail_Row_MoveInputs */
/** @typedef {{}} Mail_Row_BuyoutInputs */
/** @typedef {{}} Mail_Row_SwatchesInputs */
/** @typedef {{}} Mail_Row_SubtotalInputs */
/** @typedef {{}} Mail_Row_Visit_FeeInputs */
/** @typedef {{}} Mail_Row_Move_FeeInputs */
/** @typedef {{}} Mail_Row_DeliveryInputs */
/** @typedef {{}} Mail_Row_AssemblyInputs */
/** @typedef {{}} Mail_Row_DiscountInputs */
/** @typedef {{}} Mail_Row_TotalInputs */
/** @typedef {{}} Mail_Row_Credit_UsedInputs */
/** @typedef {{}} Mail_Row_RefundedInputs */
/** @typedef {{}} Mail_Row_TipInputs */
/** @typedef {{}} Mail_Row_PaidInputs */
/** @typedef {{}} Mail_Row_Due_NowInputs */
/** @typedef {{ name: NonNullable<unknown>, period: NonNullable<unknown> }} Mail_Row_Bill_LineInputs */
/** @typedef {{ name: NonNullable<unknown>, period: NonNullable<unknown>, care: NonNullable<unknown> }} Mail_Row_Bill_Line_CareInputs */
/** @typedef {{}} Mail_Fact_AddressInputs */
/** @typedef {{}} Mail_Fact_Moving_ToInputs */
/** @typedef {{}} Mail_Fact_Order_NumberInputs */
/** @typedef {{}} Mail_Fact_Return_NumberInputs */
/** @typedef {{}} Mail_Fact_Pick_Up_AtInputs */
/** @typedef {{}} Mail_Fact_WhenInputs */
/** @typedef {{}} Mail_Fact_Picked_UpInputs */
/** @typedef {{}} Mail_Fact_DeliveredInputs */
/** @typedef {{}} Mail_Fact_Bill_DateInputs */
/** @typedef {{}} Mail_Link_ReceiptInputs */
/** @typedef {{}} Mail_Link_VisitsInputs */
/** @typedef {{}} Mail_Link_See_VisitInputs */
/** @typedef {{}} Mail_Link_Follow_CrewInputs */
/** @typedef {{}} Mail_Link_ReviewInputs */
/** @typedef {{}} Mail_Link_TipInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Link_PayInputs */
/** @typedef {{}} Mail_Link_ReceiptsInputs */
/** @typedef {{}} Mail_Email_Day_BeforeInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Return_SubjectInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Return_Preview_DayInputs */
/** @typedef {{}} Mail_Return_PreviewInputs */
/** @typedef {{}} Mail_Return_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown>, reminder: NonNullable<unknown> }} Mail_Return_BookedInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Mail_Return_Fee_LaterInputs */
/** @typedef {{}} Mail_Return_FreeInputs */
/** @typedef {{ number: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Return_SmsInputs */
/** @typedef {{ number: NonNullable<unknown>, day: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Return_Sms_DayInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Swap_SubjectInputs */
/** @typedef {{ total: NonNullable<unknown>, day: NonNullable<unknown> }} Mail_Swap_PreviewInputs */
/** @typedef {{ total: NonNullable<unknown> }} Mail_Swap_Preview_No_DayInputs */
/** @typedef {{}} Mail_Swap_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown>, reminder: NonNullable<unknown> }} Mail_Swap_BookedInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Swap_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Move_SubjectInputs */
/** @typedef {{ total: NonNullable<unknown> }} Mail_Charged_PreviewInputs */
/** @typedef {{}} Mail_Move_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Move_BookedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Move_Booked_VisitsInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Move_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Buyout_SubjectInputs */
/** @typedef {{ total: NonNullable<unknown> }} Mail_Buyout_PreviewInputs */
/** @typedef {{}} Mail_Buyout_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Buyout_PaidInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Buyout_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Order_SubjectInputs */
/** @typedef {{ partner: NonNullable<unknown>, number: NonNullable<unknown> }} Mail_Order_Subject_PartnerInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Order_Preview_PickupInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Order_Preview_DeliveryInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Order_PreviewInputs */
/** @typedef {{}} Mail_Order_HeadingInputs */
/** @typedef {{ partner: NonNullable<unknown> }} Mail_Order_Heading_PartnerInputs */
/** @typedef {{ number: NonNullable<unknown>, reminder: NonNullable<unknown> }} Mail_Order_PlacedInputs */
/** @typedef {{ partner: NonNullable<unknown>, number: NonNullable<unknown>, reminder: NonNullable<unknown> }} Mail_Order_Placed_PartnerInputs */
/** @typedef {{ number: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Order_SmsInputs */
/** @typedef {{ number: NonNullable<unknown>, day: NonNullable<unknown>, address: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Order_Sms_PickupInputs */
/** @typedef {{ number: NonNullable<unknown>, day: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Order_Sms_DeliveryInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Mail_Reminder_SubjectInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Mail_Reminder_HeadingInputs */
/** @typedef {{}} Mail_Reminder_WarehouseInputs */
/** @typedef {{}} Mail_Reminder_PickupInputs */
/** @typedef {{}} Mail_Reminder_DeliveryInputs */
/** @typedef {{}} Mail_Reminder_FollowInputs */
/** @typedef {{ noun: NonNullable<unknown>, when: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Reminder_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Picked_Up_SubjectInputs */
/** @typedef {{}} Mail_Picked_Up_PreviewInputs */
/** @typedef {{}} Mail_Picked_Up_HeadingInputs */
/** @typedef {{}} Mail_Picked_Up_ThanksInputs */
/** @typedef {{ number: NonNullable<unknown>, review: NonNullable<unknown> }} Mail_Picked_Up_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Delivered_SubjectInputs */
/** @typedef {{}} Mail_Delivered_PreviewInputs */
/** @typedef {{}} Mail_Delivered_HeadingInputs */
/** @typedef {{}} Mail_Delivered_DoneInputs */
/** @typedef {{}} Mail_Delivered_TipInputs */
/** @typedef {{ number: NonNullable<unknown>, tip: NonNullable<unknown>, review: NonNullable<unknown> }} Mail_Delivered_SmsInputs */
/** @typedef {{ noun: NonNullable<unknown>, number: NonNullable<unknown> }} Mail_Cancelled_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Cancelled_Preview_RefundInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Cancelled_PreviewInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Mail_Cancelled_HeadingInputs */
/** @typedef {{ noun: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Cancelled_As_AskedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Cancelled_RefundedInputs */
/** @typedef {{}} Mail_Cancelled_NothingInputs */
/** @typedef {{}} Mail_Cancelled_Items_StayInputs */
/** @typedef {{ noun: NonNullable<unknown>, day: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Cancelled_SmsInputs */
/** @typedef {{ noun: NonNullable<unknown>, day: NonNullable<unknown>, amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Cancelled_Sms_RefundInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Tip_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown>, number: NonNullable<unknown> }} Mail_Tip_PreviewInputs */
/** @typedef {{}} Mail_Tip_HeadingInputs */
/** @typedef {{}} Mail_Tip_All_CrewInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Tip_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Declined_SubjectInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Declined_PreviewInputs */
/** @typedef {{}} Mail_Declined_HeadingInputs */
/** @typedef {{ card: NonNullable<unknown>, day: NonNullable<unknown>, amount: NonNullable<unknown> }} Mail_Declined_CardInputs */
/** @typedef {{}} Mail_Declined_PayInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Declined_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Bill_SubjectInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Bill_PreviewInputs */
/** @typedef {{}} Mail_Bill_HeadingInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Bill_ThanksInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Bill_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Overdue_SubjectInputs */
/** @typedef {{}} Mail_Overdue_PreviewInputs */
/** @typedef {{}} Mail_Overdue_HeadingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Overdue_ReceivedInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Overdue_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Fee_Declined_SubjectInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Fee_Declined_PreviewInputs */
/** @typedef {{}} Mail_Fee_Declined_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown>, amount: NonNullable<unknown> }} Mail_Fee_Declined_PickedInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Fee_Declined_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown>, number: NonNullable<unknown> }} Mail_Fee_SubjectInputs */
/** @typedef {{}} Mail_Fee_PreviewInputs */
/** @typedef {{}} Mail_Fee_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown>, amount: NonNullable<unknown>, card: NonNullable<unknown> }} Mail_Fee_ChargedInputs */
/** @typedef {{ number: NonNullable<unknown>, amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Fee_SmsInputs */
/** @typedef {{}} Mail_Postal_AddressInputs */
/** @typedef {{}} Mail_Feed_Out_Subject_DeliveryInputs */
/** @typedef {{}} Mail_Feed_Out_Subject_PickupInputs */
/** @typedef {{}} Mail_Feed_Nearby_SubjectInputs */
/** @typedef {{ name: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Feed_Out_Text_DeliveryInputs */
/** @typedef {{ name: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Feed_Out_Text_PickupInputs */
/** @typedef {{ name: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Feed_Nearby_TextInputs */
/** @typedef {{ code: NonNullable<unknown>, phone: NonNullable<unknown> }} Mail_Sms_CodeInputs */


export const errors_internal = /** @type {(inputs: Errors_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un problème est survenu de notre côté. Veuillez réessayer dans un moment.`)
};

export const errors_cart_max_lines = /** @type {(inputs: Errors_Cart_Max_LinesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un panier contient au plus ${i?.max} lignes.`)
};

export const errors_cart_sign_in_returns = /** @type {(inputs: Errors_Cart_Sign_In_ReturnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour retourner des articles que vous avez chez nous.`)
};

export const errors_cart_max_returns = /** @type {(inputs: Errors_Cart_Max_ReturnsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un panier contient au plus ${i?.max} retours.`)
};

export const errors_cart_line_no_product = /** @type {(inputs: Errors_Cart_Line_No_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une ligne du panier n’a pas de produit. Retirez-la et ajoutez l’article de nouveau.`)
};

export const errors_cart_quantity_range = /** @type {(inputs: Errors_Cart_Quantity_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez une quantité de ${i?.min} à ${i?.max} (reçu : ${i?.got}).`)
};

export const errors_cart_not_purchase_option = /** @type {(inputs: Errors_Cart_Not_Purchase_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.option} » n’est pas un mode de paiement. Utilisez l’un de ceux-ci : ${i?.options}.`)
};

export const errors_cart_term_whole_months = /** @type {(inputs: Errors_Cart_Term_Whole_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La durée doit être un nombre entier de mois.`)
};

export const errors_cart_options_unreadable = /** @type {(inputs: Errors_Cart_Options_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les options choisies sont illisibles. Choisissez-les de nouveau.`)
};

export const errors_cart_return_quantity_range = /** @type {(inputs: Errors_Cart_Return_Quantity_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez une quantité à retourner de ${i?.min} à ${i?.max}.`)
};

export const errors_cart_kind_subscription = /** @type {(inputs: Errors_Cart_Kind_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en abonnement`)
};

export const errors_cart_kind_financing = /** @type {(inputs: Errors_Cart_Kind_FinancingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en financement mensuel`)
};

export const errors_cart_kind_rent = /** @type {(inputs: Errors_Cart_Kind_RentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en location`)
};

export const errors_cart_kind_purchase = /** @type {(inputs: Errors_Cart_Kind_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`à l’achat`)
};

export const errors_cart_not_offered_as = /** @type {(inputs: Errors_Cart_Not_Offered_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n’est pas offert ${i?.kind} (${i?.option}). Choisissez une autre façon de le payer.`)
};

export const errors_cart_choose_term = /** @type {(inputs: Errors_Cart_Choose_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez une durée pour ${i?.name} : ${i?.terms} mois.`)
};

export const errors_cart_outright_no_term = /** @type {(inputs: Errors_Cart_Outright_No_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} acheté comptant n’a pas de durée. Retirez la durée de ${i?.term} mois.`)
};

export const errors_cart_term_not_offered = /** @type {(inputs: Errors_Cart_Term_Not_OfferedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n’est pas offert sur ${i?.term} mois. Choisissez ${i?.terms} mois.`)
};

export const errors_cart_pivotcare_not_offered = /** @type {(inputs: Errors_Cart_Pivotcare_Not_OfferedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PivotCare protège les meubles en abonnement et en location ; ${i?.name} ${i?.kind} n’y a pas droit. Désactivez PivotCare pour cet article.`)
};

export const errors_cart_return_not_found = /** @type {(inputs: Errors_Cart_Return_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas trouvé cet article parmi ceux que vous pouvez retourner.`)
};

export const errors_cart_item_refusal = /** @type {(inputs: Errors_Cart_Item_RefusalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : ${i?.refusal}`)
};

export const errors_checkout_card_either = /** @type {(inputs: Errors_Checkout_Card_EitherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payez avec une carte enregistrée ou une nouvelle carte, pas les deux.`)
};

export const errors_checkout_card_details_expired = /** @type {(inputs: Errors_Checkout_Card_Details_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les renseignements de la carte ont expiré. Entrez la carte de nouveau.`)
};

export const errors_checkout_saved_card_not_found = /** @type {(inputs: Errors_Checkout_Saved_Card_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette carte enregistrée est introuvable. Choisissez une autre carte.`)
};

export const errors_checkout_idempotency_key = /** @type {(inputs: Errors_Checkout_Idempotency_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il manque au paiement sa clé d’idempotence (8 à 100 lettres, chiffres, - ou _). Rechargez la page de paiement.`)
};

export const errors_checkout_no_returns = /** @type {(inputs: Errors_Checkout_No_ReturnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les retours ne peuvent pas encore être réservés au paiement. Retirez-les de votre panier pour passer cette commande, et joignez-nous pour organiser le ramassage.`)
};

export const errors_checkout_cart_empty = /** @type {(inputs: Errors_Checkout_Cart_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier est vide. Ajoutez un article avant de passer à la caisse.`)
};

export const errors_checkout_choose_address = /** @type {(inputs: Errors_Checkout_Choose_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une adresse de livraison.`)
};

export const errors_checkout_expected_amount = /** @type {(inputs: Errors_Checkout_Expected_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le montant prévu doit être un montant positif en dollars et en cents.`)
};

export const errors_checkout_sign_full_name = /** @type {(inputs: Errors_Checkout_Sign_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tapez votre nom complet pour signer l’entente.`)
};

export const errors_checkout_signature_mismatch = /** @type {(inputs: Errors_Checkout_Signature_MismatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signez avec vos prénom et nom tels qu’ils figurent sur la commande : ${i?.name}.`)
};

export const errors_checkout_max_orders = /** @type {(inputs: Errors_Checkout_Max_OrdersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demandez au plus ${i?.max} commandes à la fois.`)
};

export const errors_checkout_agreement_not_found = /** @type {(inputs: Errors_Checkout_Agreement_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons trouvé aucune entente à signer pour cette commande.`)
};

export const errors_checkout_card_declined = /** @type {(inputs: Errors_Checkout_Card_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre carte a été refusée. Essayez une autre carte.`)
};

export const errors_checkout_insufficient_funds = /** @type {(inputs: Errors_Checkout_Insufficient_FundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les fonds de votre carte sont insuffisants.`)
};

export const errors_checkout_expired_card = /** @type {(inputs: Errors_Checkout_Expired_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre carte est expirée. Essayez une autre carte.`)
};

export const errors_checkout_payment_cancelled = /** @type {(inputs: Errors_Checkout_Payment_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre paiement n’a pas pu être effectué et a été annulé ; aucun montant ne vous a été facturé. Veuillez passer votre commande de nouveau.`)
};

export const errors_checkout_address_not_found = /** @type {(inputs: Errors_Checkout_Address_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas trouvé cette adresse de livraison. Choisissez ou ajoutez une adresse.`)
};

export const errors_checkout_other_province = /** @type {(inputs: Errors_Checkout_Other_ProvinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.city} livre aux adresses situées en ${i?.cityProvince}, et cette adresse est en ${i?.province}. Choisissez la ville la plus proche de l’adresse, ou une autre adresse.`)
};

export const errors_checkout_out_of_reach = /** @type {(inputs: Errors_Checkout_Out_Of_ReachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notre équipe de ${i?.city} ne se rend pas au ${i?.postalCode}. Choisissez la ville la plus proche de l’adresse, ou une autre adresse.`)
};

export const errors_checkout_prices_changed = /** @type {(inputs: Errors_Checkout_Prices_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les prix ont changé depuis que vous avez vérifié votre commande : le montant à payer est maintenant de ${i?.amount}. Vérifiez votre commande et passez-la de nouveau.`)
};

export const errors_checkout_choose_card = /** @type {(inputs: Errors_Checkout_Choose_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une carte pour payer.`)
};

export const errors_checkout_sold_out = /** @type {(inputs: Errors_Checkout_Sold_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Désolés, ${i?.name} vient d’être épuisé à ${i?.city}. Retirez-le de votre panier ou choisissez-en moins.`)
};

export const errors_checkout_balance_changed = /** @type {(inputs: Errors_Checkout_Balance_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le solde de votre compte a changé pendant le paiement. Vérifiez votre commande et passez-la de nouveau.`)
};

export const errors_checkout_still_processing = /** @type {(inputs: Errors_Checkout_Still_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commande est encore en traitement. Consultez vos commandes dans une minute avant de réessayer.`)
};

export const errors_checkout_key_reused = /** @type {(inputs: Errors_Checkout_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce paiement a déjà servi pour une autre commande. Rechargez la page de paiement et passez votre commande de nouveau.`)
};

export const errors_account_not_found = /** @type {(inputs: Errors_Account_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte est introuvable. Veuillez vous connecter de nouveau.`)
};

export const errors_checkout_cart_item = /** @type {(inputs: Errors_Checkout_Cart_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un article de votre panier`)
};

export const errors_checkout_cart_problem = /** @type {(inputs: Errors_Checkout_Cart_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : ${i?.problem}`)
};

export const errors_cart_no_longer_sold = /** @type {(inputs: Errors_Cart_No_Longer_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article n’est plus vendu. Veuillez le retirer de votre panier.`)
};

export const errors_cart_no_longer_available = /** @type {(inputs: Errors_Cart_No_Longer_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article n’est plus offert. Veuillez le retirer de votre panier.`)
};

export const errors_cart_not_at_depot = /** @type {(inputs: Errors_Cart_Not_At_DepotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cet article n’est pas offert à ${i?.city}.`)
};

export const errors_cart_not_for_sale = /** @type {(inputs: Errors_Cart_Not_For_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article ne peut pas être acheté pour le moment. Veuillez le retirer de votre panier.`)
};

export const errors_cart_out_of_stock = /** @type {(inputs: Errors_Cart_Out_Of_StockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article est en rupture de stock.`)
};

export const errors_cart_not_enough_stock = /** @type {(inputs: Errors_Cart_Not_Enough_StockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seulement ${i?.available} en stock à ${i?.city}. Choisissez-en ${i?.available} ou moins.`)
};

export const errors_delivery_choose_day = /** @type {(inputs: Errors_Delivery_Choose_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un jour de livraison.`)
};

export const errors_pickup_choose_day = /** @type {(inputs: Errors_Pickup_Choose_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un jour de ramassage.`)
};

export const errors_delivery_earliest = /** @type {(inputs: Errors_Delivery_EarliestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le premier jour de livraison possible pour cette commande est le ${i?.date}. Choisissez ce jour ou un jour suivant.`)
};

export const errors_pickup_earliest = /** @type {(inputs: Errors_Pickup_EarliestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le premier jour de ramassage possible est le ${i?.date}. Choisissez ce jour ou un jour suivant.`)
};

export const errors_sale_pickup_within = /** @type {(inputs: Errors_Sale_Pickup_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les commandes de la vente sont ramassées dans un délai de ${i?.days} jours. Choisissez un jour au plus tard le ${i?.date}.`)
};

export const errors_delivery_days_ahead = /** @type {(inputs: Errors_Delivery_Days_AheadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les livraisons peuvent être réservées jusqu’à ${i?.days} jours à l’avance. Choisissez un jour au plus tard le ${i?.date}.`)
};

export const errors_pickup_days_ahead = /** @type {(inputs: Errors_Pickup_Days_AheadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les ramassages peuvent être réservés jusqu’à ${i?.days} jours à l’avance. Choisissez un jour au plus tard le ${i?.date}.`)
};

export const errors_delivery_no_weekday = /** @type {(inputs: Errors_Delivery_No_WeekdayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.depot} ne livre pas le ${i?.weekday}. Choisissez un autre jour.`)
};

export const errors_pickup_no_weekday = /** @type {(inputs: Errors_Pickup_No_WeekdayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.depot} ne fait pas de ramassage le ${i?.weekday}. Choisissez un autre jour.`)
};

export const errors_sale_choose_pickup = /** @type {(inputs: Errors_Sale_Choose_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendant la vente de liquidation, les commandes sont ramassées à l’entrepôt. Choisissez le ramassage.`)
};

export const errors_delivery_choose_time = /** @type {(inputs: Errors_Delivery_Choose_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez une heure de livraison : ${i?.windows}.`)
};

export const errors_pickup_choose_time = /** @type {(inputs: Errors_Pickup_Choose_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez une heure de ramassage : ${i?.windows}.`)
};

export const errors_window_started = /** @type {(inputs: Errors_Window_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette plage horaire est déjà commencée aujourd’hui. Choisissez une plage plus tardive ou un autre jour.`)
};

export const errors_window_label = /** @type {(inputs: Errors_Window_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, de ${i?.from} à ${i?.to}`)
};

export const errors_window_morning = /** @type {(inputs: Errors_Window_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matin`)
};

export const errors_window_afternoon = /** @type {(inputs: Errors_Window_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Après-midi`)
};

export const errors_window_evening = /** @type {(inputs: Errors_Window_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soirée`)
};

export const errors_window_anytime = /** @type {(inputs: Errors_Window_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En tout temps`)
};

export const errors_window_pickup = /** @type {(inputs: Errors_Window_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage à l’entrepôt`)
};

export const errors_not_a_date = /** @type {(inputs: Errors_Not_A_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.value} » n’est pas une date du calendrier. Écrivez-la sous la forme AAAA-MM-JJ, par exemple 2025-04-01.`)
};

export const errors_not_a_postal_code = /** @type {(inputs: Errors_Not_A_Postal_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.value} » n’est pas un code postal canadien. Écrivez-le comme K1A 0B1.`)
};

export const errors_not_a_province = /** @type {(inputs: Errors_Not_A_ProvinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.value} » n’est pas une province ou un territoire du Canada. Utilisez l’un de ces codes : ${i?.codes}.`)
};

export const mail_signoff = /** @type {(inputs: Mail_SignoffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`— Pivot`)
};

export const mail_label_value = /** @type {(inputs: Mail_Label_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : ${i?.value}`)
};

export const mail_paste_address = /** @type {(inputs: Mail_Paste_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou collez cette adresse dans votre navigateur :`)
};

export const mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialisez votre mot de passe Pivot`)
};

export const mail_reset_asked = /** @type {(inputs: Mail_Reset_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Pivot.`)
};

export const mail_reset_if_you = /** @type {(inputs: Mail_Reset_If_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si c’était vous, choisissez un nouveau mot de passe avec le lien ci-dessous. Il fonctionne une seule fois, pendant une heure.`)
};

export const mail_reset_if_not_you = /** @type {(inputs: Mail_Reset_If_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si ce n’était pas vous, ignorez ce message : votre mot de passe reste le même.`)
};

export const mail_reset_action = /** @type {(inputs: Mail_Reset_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir un nouveau mot de passe`)
};

export const mail_verify_subject = /** @type {(inputs: Mail_Verify_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre adresse courriel`)
};

export const mail_verify_welcome = /** @type {(inputs: Mail_Verify_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenue chez Pivot! Confirmez que cette adresse est bien la vôtre avec le lien ci-dessous (il fonctionne pendant 24 heures).`)
};

export const mail_verify_change_subject = /** @type {(inputs: Mail_Verify_Change_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre nouvelle adresse courriel`)
};

export const mail_verify_change_asked = /** @type {(inputs: Mail_Verify_Change_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez demandé à utiliser cette adresse pour votre compte Pivot.`)
};

export const mail_verify_change_within = /** @type {(inputs: Mail_Verify_Change_WithinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez-la avec le lien ci-dessous dans les 24 heures; d’ici là, votre compte garde son ancienne adresse.`)
};

export const mail_verify_action = /** @type {(inputs: Mail_Verify_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer cette adresse`)
};

export const mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse courriel de votre compte Pivot a été changée`)
};

export const mail_email_changed_now = /** @type {(inputs: Mail_Email_Changed_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre compte Pivot utilise maintenant ${i?.email} pour la connexion et les courriels.`)
};

export const mail_email_changed_not_you = /** @type {(inputs: Mail_Email_Changed_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si ce n’était pas vous, communiquez avec nous sans tarder pour que nous protégions votre compte.`)
};

export const mail_password_changed_subject = /** @type {(inputs: Mail_Password_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe de votre compte Pivot a été changé`)
};

export const mail_password_changed_reset = /** @type {(inputs: Mail_Password_Changed_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe de votre compte Pivot vient d’être réinitialisé, et tous vos appareils ont été déconnectés.`)
};

export const mail_password_changed_not_you = /** @type {(inputs: Mail_Password_Changed_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si ce n’était pas vous, réinitialisez de nouveau votre mot de passe et communiquez avec nous.`)
};

export const mail_greeting_named = /** @type {(inputs: Mail_Greeting_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour ${i?.name},`)
};

export const mail_greeting = /** @type {(inputs: Mail_GreetingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bonjour,`)
};

export const mail_sms = /** @type {(inputs: Mail_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pivot : ${i?.body}`)
};

export const mail_items = /** @type {(inputs: Mail_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles`)
};

export const mail_items_line = /** @type {(inputs: Mail_Items_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles :`)
};

export const mail_questions = /** @type {(inputs: Mail_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Des questions? Appelez-nous au ${i?.phone} ou écrivez à`)
};

export const mail_questions_line = /** @type {(inputs: Mail_Questions_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Des questions? Appelez-nous au ${i?.phone} ou écrivez à ${i?.email}.`)
};

export const mail_your_account = /** @type {(inputs: Mail_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte`)
};

export const mail_card_ending = /** @type {(inputs: Mail_Card_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} se terminant par ${i?.lastFour}`)
};

export const mail_card_generic = /** @type {(inputs: Mail_Card_GenericInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`carte`)
};

export const mail_card_on_file = /** @type {(inputs: Mail_Card_On_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre carte enregistrée`)
};

export const mail_charged_to = /** @type {(inputs: Mail_Charged_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payé avec ${i?.card}`)
};

export const mail_window_morning = /** @type {(inputs: Mail_Window_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`matin`)
};

export const mail_window_afternoon = /** @type {(inputs: Mail_Window_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`après-midi`)
};

export const mail_window_evening = /** @type {(inputs: Mail_Window_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`soirée`)
};

export const mail_window_anytime = /** @type {(inputs: Mail_Window_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`toute la journée`)
};

export const mail_window_pickup = /** @type {(inputs: Mail_Window_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ramassage à l’entrepôt`)
};

export const mail_window_range = /** @type {(inputs: Mail_Window_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, de ${i?.start} à ${i?.end}`)
};

export const mail_visit_when = /** @type {(inputs: Mail_Visit_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.weekday} ${i?.day}, ${i?.window}`)
};

export const mail_day_with_weekday = /** @type {(inputs: Mail_Day_With_WeekdayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.weekday} ${i?.day}`)
};

export const mail_warehouse_name = /** @type {(inputs: Mail_Warehouse_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`l’entrepôt Pivot`)
};

export const mail_pickup_sentence = /** @type {(inputs: Mail_Pickup_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ramassage à ${i?.place}, ${i?.address}, le ${i?.day}, entre ${i?.open} et ${i?.close}.`)
};

export const mail_pickup_bring = /** @type {(inputs: Mail_Pickup_BringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apportez une pièce d’identité avec photo au nom de la commande, votre numéro de commande, un véhicule assez grand et quelqu’un pour vous aider à soulever les meubles.`)
};

export const mail_noun_delivery = /** @type {(inputs: Mail_Noun_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre livraison`)
};

export const mail_noun_delivery_the = /** @type {(inputs: Mail_Noun_Delivery_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la livraison`)
};

export const mail_noun_delivery_label = /** @type {(inputs: Mail_Noun_Delivery_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison`)
};

export const mail_noun_pickup = /** @type {(inputs: Mail_Noun_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre ramassage`)
};

export const mail_noun_pickup_the = /** @type {(inputs: Mail_Noun_Pickup_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le ramassage`)
};

export const mail_noun_pickup_label = /** @type {(inputs: Mail_Noun_Pickup_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage`)
};

export const mail_noun_warehouse_pickup = /** @type {(inputs: Mail_Noun_Warehouse_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre ramassage à l’entrepôt`)
};

export const mail_noun_warehouse_pickup_the = /** @type {(inputs: Mail_Noun_Warehouse_Pickup_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le ramassage à l’entrepôt`)
};

export const mail_noun_warehouse_pickup_label = /** @type {(inputs: Mail_Noun_Warehouse_Pickup_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage à l’entrepôt`)
};

export const mail_noun_swap_visit = /** @type {(inputs: Mail_Noun_Swap_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre visite d’échange`)
};

export const mail_noun_swap_visit_the = /** @type {(inputs: Mail_Noun_Swap_Visit_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la visite d’échange`)
};

export const mail_noun_swap_visit_label = /** @type {(inputs: Mail_Noun_Swap_Visit_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visite d’échange`)
};

export const mail_noun_move_pickup = /** @type {(inputs: Mail_Noun_Move_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre ramassage de déménagement`)
};

export const mail_noun_move_pickup_the = /** @type {(inputs: Mail_Noun_Move_Pickup_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le ramassage de déménagement`)
};

export const mail_noun_move_pickup_label = /** @type {(inputs: Mail_Noun_Move_Pickup_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage de déménagement`)
};

export const mail_noun_move_delivery = /** @type {(inputs: Mail_Noun_Move_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre livraison de déménagement`)
};

export const mail_noun_move_delivery_the = /** @type {(inputs: Mail_Noun_Move_Delivery_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la livraison de déménagement`)
};

export const mail_noun_move_delivery_label = /** @type {(inputs: Mail_Noun_Move_Delivery_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison de déménagement`)
};

export const mail_noun_swap = /** @type {(inputs: Mail_Noun_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre échange`)
};

export const mail_noun_swap_the = /** @type {(inputs: Mail_Noun_Swap_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`l’échange`)
};

export const mail_noun_move = /** @type {(inputs: Mail_Noun_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre déménagement`)
};

export const mail_noun_move_the = /** @type {(inputs: Mail_Noun_Move_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le déménagement`)
};

export const mail_row_items = /** @type {(inputs: Mail_Row_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles`)
};

export const mail_row_return_fee = /** @type {(inputs: Mail_Row_Return_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frais de retour`)
};

export const mail_row_swap = /** @type {(inputs: Mail_Row_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échange`)
};

export const mail_row_move = /** @type {(inputs: Mail_Row_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déménagement`)
};

export const mail_row_buyout = /** @type {(inputs: Mail_Row_BuyoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rachat`)
};

export const mail_row_swatches = /** @type {(inputs: Mail_Row_SwatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échantillons de tissu`)
};

export const mail_row_subtotal = /** @type {(inputs: Mail_Row_SubtotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sous-total`)
};

export const mail_row_visit_fee = /** @type {(inputs: Mail_Row_Visit_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frais de visite`)
};

export const mail_row_move_fee = /** @type {(inputs: Mail_Row_Move_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frais de déménagement`)
};

export const mail_row_delivery = /** @type {(inputs: Mail_Row_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison`)
};

export const mail_row_assembly = /** @type {(inputs: Mail_Row_AssemblyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assemblage`)
};

export const mail_row_discount = /** @type {(inputs: Mail_Row_DiscountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rabais`)
};

export const mail_row_total = /** @type {(inputs: Mail_Row_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const mail_row_credit_used = /** @type {(inputs: Mail_Row_Credit_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crédit de compte utilisé`)
};

export const mail_row_refunded = /** @type {(inputs: Mail_Row_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursé`)
};

export const mail_row_tip = /** @type {(inputs: Mail_Row_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourboire`)
};

export const mail_row_paid = /** @type {(inputs: Mail_Row_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payé`)
};

export const mail_row_due_now = /** @type {(inputs: Mail_Row_Due_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À payer maintenant`)
};

export const mail_row_bill_line = /** @type {(inputs: Mail_Row_Bill_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (paiement ${i?.period})`)
};

export const mail_row_bill_line_care = /** @type {(inputs: Mail_Row_Bill_Line_CareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (paiement ${i?.period}), avec PivotCare ${i?.care}`)
};

export const mail_fact_address = /** @type {(inputs: Mail_Fact_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

export const mail_fact_moving_to = /** @type {(inputs: Mail_Fact_Moving_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle adresse`)
};

export const mail_fact_order_number = /** @type {(inputs: Mail_Fact_Order_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de commande`)
};

export const mail_fact_return_number = /** @type {(inputs: Mail_Fact_Return_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de retour`)
};

export const mail_fact_pick_up_at = /** @type {(inputs: Mail_Fact_Pick_Up_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu de ramassage`)
};

export const mail_fact_when = /** @type {(inputs: Mail_Fact_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand`)
};

export const mail_fact_picked_up = /** @type {(inputs: Mail_Fact_Picked_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassée le`)
};

export const mail_fact_delivered = /** @type {(inputs: Mail_Fact_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livrée le`)
};

export const mail_fact_bill_date = /** @type {(inputs: Mail_Fact_Bill_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de la facture`)
};

export const mail_link_receipt = /** @type {(inputs: Mail_Link_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir votre reçu`)
};

export const mail_link_visits = /** @type {(inputs: Mail_Link_VisitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivre ou modifier vos visites`)
};

export const mail_link_see_visit = /** @type {(inputs: Mail_Link_See_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir votre visite`)
};

export const mail_link_follow_crew = /** @type {(inputs: Mail_Link_Follow_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivre l’équipe le jour même`)
};

export const mail_link_review = /** @type {(inputs: Mail_Link_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donner votre avis sur vos pièces`)
};

export const mail_link_tip = /** @type {(inputs: Mail_Link_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donner un pourboire à l’équipe`)
};

export const mail_link_pay = /** @type {(inputs: Mail_Link_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payer ${i?.amount} maintenant`)
};

export const mail_link_receipts = /** @type {(inputs: Mail_Link_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos reçus`)
};

export const mail_email_day_before = /** @type {(inputs: Mail_Email_Day_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous écrirons par courriel la veille.`)
};

export const mail_return_subject = /** @type {(inputs: Mail_Return_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre ramassage de retour est réservé (${i?.number})`)
};

export const mail_return_preview_day = /** @type {(inputs: Mail_Return_Preview_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ramassage le ${i?.day}`)
};

export const mail_return_preview = /** @type {(inputs: Mail_Return_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre retour est réservé`)
};

export const mail_return_heading = /** @type {(inputs: Mail_Return_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre ramassage de retour est réservé`)
};

export const mail_return_booked = /** @type {(inputs: Mail_Return_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le retour ${i?.number} est réservé.${i?.reminder} Laissez les articles là où l’équipe peut les atteindre.`)
};

export const mail_return_fee_later = /** @type {(inputs: Mail_Return_Fee_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les frais de retour de ${i?.fee} seront portés à votre carte enregistrée quand l’équipe ramassera les articles; leur facturation s’arrête ce jour-là.`)
};

export const mail_return_free = /** @type {(inputs: Mail_Return_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce ramassage est gratuit; la facturation des articles s’arrête le jour de leur ramassage.`)
};

export const mail_return_sms = /** @type {(inputs: Mail_Return_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`retour ${i?.number} réservé. Reçu : ${i?.url}`)
};

export const mail_return_sms_day = /** @type {(inputs: Mail_Return_Sms_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`retour ${i?.number} réservé pour le ${i?.day}. Reçu : ${i?.url}`)
};

export const mail_swap_subject = /** @type {(inputs: Mail_Swap_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre échange est réservé (${i?.number})`)
};

export const mail_swap_preview = /** @type {(inputs: Mail_Swap_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paiement de ${i?.total} · visite le ${i?.day}`)
};

export const mail_swap_preview_no_day = /** @type {(inputs: Mail_Swap_Preview_No_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paiement de ${i?.total} · visite le jour choisi`)
};

export const mail_swap_heading = /** @type {(inputs: Mail_Swap_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre échange est réservé`)
};

export const mail_swap_booked = /** @type {(inputs: Mail_Swap_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’échange ${i?.number} est réservé : lors d’une seule visite, l’équipe apporte votre nouvelle pièce et repart avec l’ancienne.${i?.reminder}`)
};

export const mail_swap_sms = /** @type {(inputs: Mail_Swap_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`échange ${i?.number} réservé, paiement de ${i?.total}. Reçu : ${i?.url}`)
};

export const mail_move_subject = /** @type {(inputs: Mail_Move_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre déménagement est réservé (${i?.number})`)
};

export const mail_charged_preview = /** @type {(inputs: Mail_Charged_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paiement de ${i?.total}`)
};

export const mail_move_heading = /** @type {(inputs: Mail_Move_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre déménagement est réservé`)
};

export const mail_move_booked = /** @type {(inputs: Mail_Move_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le déménagement ${i?.number} est réservé.`)
};

export const mail_move_booked_visits = /** @type {(inputs: Mail_Move_Booked_VisitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le déménagement ${i?.number} est réservé. Nous vous écrirons par courriel la veille du ramassage, puis la veille de la livraison à votre nouvelle adresse.`)
};

export const mail_move_sms = /** @type {(inputs: Mail_Move_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`déménagement ${i?.number} réservé, paiement de ${i?.total}. Reçu : ${i?.url}`)
};

export const mail_buyout_subject = /** @type {(inputs: Mail_Buyout_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre reçu de rachat (${i?.number})`)
};

export const mail_buyout_preview = /** @type {(inputs: Mail_Buyout_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paiement de ${i?.total} · les pièces sont à vous`)
};

export const mail_buyout_heading = /** @type {(inputs: Mail_Buyout_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les pièces sont à vous`)
};

export const mail_buyout_paid = /** @type {(inputs: Mail_Buyout_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le rachat ${i?.number} est payé : les pièces ci-dessous sont à vous, et leur facturation mensuelle a pris fin.`)
};

export const mail_buyout_sms = /** @type {(inputs: Mail_Buyout_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`rachat ${i?.number} payé, ${i?.total}. Reçu : ${i?.url}`)
};

export const mail_order_subject = /** @type {(inputs: Mail_Order_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre commande Pivot est confirmée (${i?.number})`)
};

export const mail_order_subject_partner = /** @type {(inputs: Mail_Order_Subject_PartnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre commande ${i?.partner} est confirmée (${i?.number})`)
};

export const mail_order_preview_pickup = /** @type {(inputs: Mail_Order_Preview_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ramassage le ${i?.day}`)
};

export const mail_order_preview_delivery = /** @type {(inputs: Mail_Order_Preview_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison le ${i?.day}`)
};

export const mail_order_preview = /** @type {(inputs: Mail_Order_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Commande ${i?.number}`)
};

export const mail_order_heading = /** @type {(inputs: Mail_Order_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci de votre commande`)
};

export const mail_order_heading_partner = /** @type {(inputs: Mail_Order_Heading_PartnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre commande ${i?.partner} est confirmée`)
};

export const mail_order_placed = /** @type {(inputs: Mail_Order_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La commande ${i?.number} est passée.${i?.reminder}`)
};

export const mail_order_placed_partner = /** @type {(inputs: Mail_Order_Placed_PartnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci d’avoir finalisé la commande que ${i?.partner} a préparée pour vous. La commande ${i?.number} est confirmée.${i?.reminder}`)
};

export const mail_order_sms = /** @type {(inputs: Mail_Order_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`commande ${i?.number} confirmée. Reçu : ${i?.url}`)
};

export const mail_order_sms_pickup = /** @type {(inputs: Mail_Order_Sms_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`commande ${i?.number} confirmée, ramassage le ${i?.day} au ${i?.address}. Reçu : ${i?.url}`)
};

export const mail_order_sms_delivery = /** @type {(inputs: Mail_Order_Sms_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`commande ${i?.number} confirmée, livraison le ${i?.day}. Reçu : ${i?.url}`)
};

export const mail_reminder_subject = /** @type {(inputs: Mail_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rappel : ${i?.noun} a lieu demain`)
};

export const mail_reminder_heading = /** @type {(inputs: Mail_Reminder_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`C’est demain : ${i?.noun}`)
};

export const mail_reminder_warehouse = /** @type {(inputs: Mail_Reminder_WarehouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commande vous attend à l’entrepôt demain. Apportez une pièce d’identité avec photo au nom de la commande, votre numéro de commande, un véhicule assez grand et quelqu’un pour vous aider à soulever les meubles.`)
};

export const mail_reminder_pickup = /** @type {(inputs: Mail_Reminder_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe passe demain. Laissez les articles là où l’équipe peut les atteindre, avec un chemin dégagé jusqu’à la porte.`)
};

export const mail_reminder_delivery = /** @type {(inputs: Mail_Reminder_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe passe demain. Dégagez un chemin jusqu’à la pièce où vont les meubles; une personne de 18 ans ou plus doit être sur place.`)
};

export const mail_reminder_follow = /** @type {(inputs: Mail_Reminder_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivez l’équipe le jour même avec le lien ci-dessous. Pour changer de plage horaire, faites-le aujourd’hui.`)
};

export const mail_reminder_sms = /** @type {(inputs: Mail_Reminder_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.noun} a lieu demain, ${i?.when}. Détails : ${i?.url}`)
};

export const mail_picked_up_subject = /** @type {(inputs: Mail_Picked_Up_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ramassée : commande ${i?.number}`)
};

export const mail_picked_up_preview = /** @type {(inputs: Mail_Picked_Up_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profitez de vos pièces. Un avis?`)
};

export const mail_picked_up_heading = /** @type {(inputs: Mail_Picked_Up_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez ramassé votre commande`)
};

export const mail_picked_up_thanks = /** @type {(inputs: Mail_Picked_Up_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci d’avoir ramassé votre commande. Nous espérons que vos nouvelles pièces vous plairont; un avis aide les autres clients à choisir.`)
};

export const mail_picked_up_sms = /** @type {(inputs: Mail_Picked_Up_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`la commande ${i?.number} est ramassée. Avis : ${i?.review}`)
};

export const mail_delivered_subject = /** @type {(inputs: Mail_Delivered_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livrée : commande ${i?.number}`)
};

export const mail_delivered_preview = /** @type {(inputs: Mail_Delivered_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profitez de vos pièces. Un pourboire pour l’équipe? Un avis?`)
};

export const mail_delivered_heading = /** @type {(inputs: Mail_Delivered_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos pièces sont livrées`)
};

export const mail_delivered_done = /** @type {(inputs: Mail_Delivered_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’équipe a terminé. Nous espérons que vos nouvelles pièces vous plairont.`)
};

export const mail_delivered_tip = /** @type {(inputs: Mail_Delivered_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si l’équipe a fait du beau travail, vous pouvez la remercier avec un pourboire; il lui revient en entier. Et un avis aide les autres clients à choisir.`)
};

export const mail_delivered_sms = /** @type {(inputs: Mail_Delivered_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`la commande ${i?.number} est livrée. Pourboire pour l’équipe : ${i?.tip} Avis : ${i?.review}`)
};

export const mail_cancelled_subject = /** @type {(inputs: Mail_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Annulation : ${i?.noun} (${i?.number})`)
};

export const mail_cancelled_preview_refund = /** @type {(inputs: Mail_Cancelled_Preview_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remboursement de ${i?.amount}`)
};

export const mail_cancelled_preview = /** @type {(inputs: Mail_Cancelled_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Annulation du ${i?.day}`)
};

export const mail_cancelled_heading = /** @type {(inputs: Mail_Cancelled_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Annulation : ${i?.noun}`)
};

export const mail_cancelled_as_asked = /** @type {(inputs: Mail_Cancelled_As_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comme vous l’avez demandé, nous avons annulé ${i?.noun} du ${i?.when}.`)
};

export const mail_cancelled_refunded = /** @type {(inputs: Mail_Cancelled_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons remboursé ${i?.amount} sur votre carte; le remboursement paraîtra sur votre relevé d’ici 5 à 10 jours ouvrables.`)
};

export const mail_cancelled_nothing = /** @type {(inputs: Mail_Cancelled_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’a été facturé, il n’y a donc rien à rembourser.`)
};

export const mail_cancelled_items_stay = /** @type {(inputs: Mail_Cancelled_Items_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les articles restent chez vous, facturés comme avant.`)
};

export const mail_cancelled_sms = /** @type {(inputs: Mail_Cancelled_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`annulation de ${i?.noun} du ${i?.day}. ${i?.url}`)
};

export const mail_cancelled_sms_refund = /** @type {(inputs: Mail_Cancelled_Sms_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`annulation de ${i?.noun} du ${i?.day}, remboursement de ${i?.amount}. ${i?.url}`)
};

export const mail_tip_subject = /** @type {(inputs: Mail_Tip_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci pour votre pourboire de ${i?.amount}`)
};

export const mail_tip_preview = /** @type {(inputs: Mail_Tip_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} pour l’équipe de la commande ${i?.number}`)
};

export const mail_tip_heading = /** @type {(inputs: Mail_Tip_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci pour votre pourboire`)
};

export const mail_tip_all_crew = /** @type {(inputs: Mail_Tip_All_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il revient en entier à l’équipe qui a fait votre visite. Il figure sur votre reçu.`)
};

export const mail_tip_sms = /** @type {(inputs: Mail_Tip_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`merci pour votre pourboire de ${i?.amount}. Reçu : ${i?.url}`)
};

export const mail_declined_subject = /** @type {(inputs: Mail_Declined_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre carte a été refusée : ${i?.amount} à payer`)
};

export const mail_declined_preview = /** @type {(inputs: Mail_Declined_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu porter votre facture mensuelle du ${i?.day} à votre carte`)
};

export const mail_declined_heading = /** @type {(inputs: Mail_Declined_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu porter votre facture mensuelle à votre carte`)
};

export const mail_declined_card = /** @type {(inputs: Mail_Declined_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre carte (${i?.card}) a refusé la facture mensuelle du ${i?.day}. Le montant de ${i?.amount} est maintenant en souffrance.`)
};

export const mail_declined_pay = /** @type {(inputs: Mail_Declined_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payez-la maintenant avec la carte enregistrée ou une nouvelle carte. Nous essaierons aussi votre carte de nouveau dans quelques jours.`)
};

export const mail_declined_sms = /** @type {(inputs: Mail_Declined_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`votre carte a refusé votre facture mensuelle de ${i?.amount}. Payez-la ici : ${i?.url}`)
};

export const mail_bill_subject = /** @type {(inputs: Mail_Bill_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reçu de votre facture mensuelle : ${i?.amount}`)
};

export const mail_bill_preview = /** @type {(inputs: Mail_Bill_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Facture mensuelle du ${i?.day}`)
};

export const mail_bill_heading = /** @type {(inputs: Mail_Bill_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre facture mensuelle est payée`)
};

export const mail_bill_thanks = /** @type {(inputs: Mail_Bill_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci. Voici le reçu de votre facture mensuelle du ${i?.day}.`)
};

export const mail_bill_sms = /** @type {(inputs: Mail_Bill_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`votre facture mensuelle de ${i?.amount} est payée. Reçu : ${i?.url}`)
};

export const mail_overdue_subject = /** @type {(inputs: Mail_Overdue_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paiement reçu : ${i?.amount}`)
};

export const mail_overdue_preview = /** @type {(inputs: Mail_Overdue_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre solde en souffrance est payé`)
};

export const mail_overdue_heading = /** @type {(inputs: Mail_Overdue_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci, votre solde en souffrance est payé`)
};

export const mail_overdue_received = /** @type {(inputs: Mail_Overdue_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons reçu votre paiement de ${i?.amount} pour le montant en souffrance. Merci.`)
};

export const mail_overdue_sms = /** @type {(inputs: Mail_Overdue_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`nous avons reçu votre paiement de ${i?.amount}. Reçus : ${i?.url}`)
};

export const mail_fee_declined_subject = /** @type {(inputs: Mail_Fee_Declined_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre carte a été refusée : les frais de retour de ${i?.amount} sont à payer`)
};

export const mail_fee_declined_preview = /** @type {(inputs: Mail_Fee_Declined_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retour ${i?.number}`)
};

export const mail_fee_declined_heading = /** @type {(inputs: Mail_Fee_Declined_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu porter les frais de retour à votre carte`)
};

export const mail_fee_declined_picked = /** @type {(inputs: Mail_Fee_Declined_PickedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’équipe a ramassé le retour ${i?.number}, et la facturation des articles a pris fin. Votre carte a refusé les frais de retour de ${i?.amount}; ils sont maintenant en souffrance.`)
};

export const mail_fee_declined_sms = /** @type {(inputs: Mail_Fee_Declined_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`votre carte a refusé les frais de retour de ${i?.amount}. Payez-les ici : ${i?.url}`)
};

export const mail_fee_subject = /** @type {(inputs: Mail_Fee_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Frais de retour portés à votre carte : ${i?.amount} (${i?.number})`)
};

export const mail_fee_preview = /** @type {(inputs: Mail_Fee_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos articles sont ramassés`)
};

export const mail_fee_heading = /** @type {(inputs: Mail_Fee_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos articles sont ramassés`)
};

export const mail_fee_charged = /** @type {(inputs: Mail_Fee_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’équipe a ramassé le retour ${i?.number}, et la facturation des articles a pris fin. Nous avons porté les frais de retour de ${i?.amount} à ${i?.card}.`)
};

export const mail_fee_sms = /** @type {(inputs: Mail_Fee_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`retour ${i?.number} ramassé, frais de retour de ${i?.amount} portés à votre carte. Reçu : ${i?.url}`)
};

export const mail_postal_address = /** @type {(inputs: Mail_Postal_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot Furniture Inc., C.P. 1042, succursale A, Toronto (Ontario) M5W 1G5.`)
};

export const mail_feed_out_subject_delivery = /** @type {(inputs: Mail_Feed_Out_Subject_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre livraison est en route aujourd’hui`)
};

export const mail_feed_out_subject_pickup = /** @type {(inputs: Mail_Feed_Out_Subject_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe est en route pour votre ramassage aujourd’hui`)
};

export const mail_feed_nearby_subject = /** @type {(inputs: Mail_Feed_Nearby_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe arrive dans 30 minutes`)
};

export const mail_feed_out_text_delivery = /** @type {(inputs: Mail_Feed_Out_Text_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour ${i?.name}, votre livraison Pivot est en route. Suivez l’équipe : ${i?.url}`)
};

export const mail_feed_out_text_pickup = /** @type {(inputs: Mail_Feed_Out_Text_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour ${i?.name}, notre équipe est en route pour votre ramassage Pivot. Suivez l’équipe : ${i?.url}`)
};

export const mail_feed_nearby_text = /** @type {(inputs: Mail_Feed_Nearby_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour ${i?.name}, notre équipe arrive dans 30 minutes. Suivez-la : ${i?.url}`)
};

export const mail_sms_code = /** @type {(inputs: Mail_Sms_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.code} est votre code de vérification Pivot pour le ${i?.phone}. Il expire dans 10 minutes.`)
};