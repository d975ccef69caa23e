<?php
/**
 * Plugin Name:       Vigil Moderation
 * Description:       Sends new and edited comments to Vigil for moderation, and holds or approves them on Vigil's signed notices.
 * Version:           1.1.1
 * Requires at least: 5.6
 * Requires PHP:      7.4
 * Author:            Vigil
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       vigil-moderation
 *
 * @package Vigil_Moderation
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'VIGIL_MODERATION_VERSION', '1.1.1' );
define( 'VIGIL_MODERATION_FILE', __FILE__ );

require_once __DIR__ . '/includes/class-vigil-signature.php';
require_once __DIR__ . '/includes/class-vigil-options.php';
require_once __DIR__ . '/includes/class-vigil-client.php';
require_once __DIR__ . '/includes/class-vigil-submitter.php';
require_once __DIR__ . '/includes/class-vigil-holds.php';
require_once __DIR__ . '/includes/class-vigil-callback.php';
require_once __DIR__ . '/includes/class-vigil-settings-page.php';
require_once __DIR__ . '/includes/class-vigil-comment-column.php';

Vigil_Submitter::register();
Vigil_Callback::register();
Vigil_Settings_Page::register();
Vigil_Comment_Column::register();

register_activation_hook( __FILE__, array( 'Vigil_Submitter', 'reschedule' ) );
register_deactivation_hook( __FILE__, array( 'Vigil_Submitter', 'unschedule' ) );
